"""Exact solves of a decision's sampled worlds, run ahead on the other cores (issue 26).

A search level weighs its worlds one after another: each is solved exactly
within what is left of the decision's node budget (``min(node_cap, left)``),
or played out by a rollout once the budget is spent. The C core lets go of
the GIL while it searches, so the next worlds can be solved on other cores
while this one is weighed.

A world solved ahead gets the budget left when it starts, which is never less
than the one-after-another order would leave it, because the budget only
shrinks. When its turn comes, :meth:`WorldSolves.take` holds it to the cap it
would have had: a solve that needed more counts as stopped at that cap, just
as it would have stopped. The search is deterministic and the cap only stops
it, so with the clock off a decision is the same with any number of threads
(``tests/ai/test_ai_world_solves.py``).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from random import Random
from typing import Any, Generic, TypeVar

from ..engine.view import SeatView
from .solver import Game, SearchAborted, Solver

T = TypeVar("T")

MAX_THREADS = 4
"""Auto never takes more cores than this: a laptop's other work keeps some."""

_limit = 0  # threads allowed in this process (0: no limit beyond MAX_THREADS)
_pools: dict[tuple[int, int], ThreadPoolExecutor] = {}


def limit_threads(n: int) -> None:
    """Allow at most ``n`` solver threads in this process (e.g. one per arena worker)."""
    global _limit
    _limit = max(0, n)


def thread_count(wanted: int) -> int:
    """The threads a level gets: ``wanted`` (0: one per available core, up to MAX_THREADS)."""
    if wanted <= 0:
        try:
            cores = len(os.sched_getaffinity(0))
        except (AttributeError, OSError):  # not on Linux
            cores = os.cpu_count() or 1
        wanted = min(cores, MAX_THREADS)
    if _limit:
        wanted = min(wanted, _limit)
    return max(1, wanted)


def _pool(threads: int) -> ThreadPoolExecutor:
    # Keyed by process too: a pool's threads do not survive a fork.
    key = (os.getpid(), threads)
    pool = _pools.get(key)
    if pool is None:
        pool = _pools[key] = ThreadPoolExecutor(threads, thread_name_prefix="binokel-solve")
    return pool


@dataclass(frozen=True, slots=True)
class Solved:
    """One world's move values (None: stopped by its cap or the clock) and its cost."""

    values: dict[int, int] | None
    nodes: int
    cpu: float  # thread CPU seconds of the solve


def solve_world(
    g: Game,
    hands: Sequence[int],
    view: SeatView,
    cap: int,
    wall: float,
    cpu_left: float,
    steps: Sequence[int] | None = None,
) -> Solved:
    """Exact value of each card for one world, within ``cap`` nodes and the clocks.

    ``wall`` is a ``time.perf_counter()`` deadline (0: none); ``cpu_left`` the CPU
    seconds this solve may take on its own thread (0: no limit). With ``steps``
    the values are exact only to those steps (:meth:`Solver.move_steps`).
    """
    start = time.thread_time()
    solver = Solver(
        g, node_cap=cap, deadline=wall, cpu_deadline=start + cpu_left if cpu_left else 0.0
    )
    try:
        values: dict[int, int] | None
        if steps is None:
            values = solver.move_values(hands, view.trick, view.trick_seats, view.seat)
        else:
            values = solver.move_steps(hands, view.trick, view.trick_seats, view.seat, steps)
    except SearchAborted:
        values = None
    return Solved(values, solver.nodes, time.thread_time() - start)


class Lookahead(Generic[T]):
    """The worlds of a generator by index, drawn ahead on demand, with the random
    state each left behind, so that drawing ahead leaves no trace on ``rng``."""

    def __init__(self, items: Iterator[T], rng: Random) -> None:
        self._items = items
        self._rng = rng
        self._got: list[T] = []
        self._states: list[tuple[Any, ...]] = []
        self._done = False
        self._start = rng.getstate()

    def get(self, i: int) -> T | None:
        """Item ``i``, or None when there are fewer."""
        while len(self._got) <= i and not self._done:
            try:
                item = next(self._items)
            except StopIteration:
                self._done = True
                break
            self._got.append(item)
            self._states.append(self._rng.getstate())
        return self._got[i] if i < len(self._got) else None

    def rewind(self, asked: int) -> None:
        """Leave ``rng`` as drawing only items ``0 .. asked - 1`` one by one would have."""
        # Past the end, one by one would have met the end too: no draw follows the last.
        n = min(asked, len(self._got))
        self._rng.setstate(self._states[n - 1] if n else self._start)


class WorldSolves:
    """A decision's exact solves: inline with one thread, else up to ``threads`` ahead."""

    def __init__(self, g: Game, view: SeatView, threads: int, wall: float) -> None:
        self.g = g
        self.view = view
        self.threads = threads
        self.wall = wall
        self.cpu = 0.0  # CPU seconds of the solves taken, spent on other threads
        self._pending: dict[int, Future[Solved]] = {}

    def ahead(
        self,
        i: int,
        hands: Sequence[int],
        cap: int,
        cpu_left: float,
        steps: Sequence[int] | None = None,
    ) -> None:
        """Start solving world ``i`` on another thread with ``cap`` nodes, unless begun."""
        if self.threads > 1 and i not in self._pending:
            self._pending[i] = _pool(self.threads).submit(
                solve_world, self.g, list(hands), self.view, cap, self.wall, cpu_left, steps
            )

    def busy(self) -> int:
        """Solves begun and not yet taken."""
        return len(self._pending)

    def take(
        self,
        i: int,
        hands: Sequence[int],
        cap: int,
        cpu_left: float,
        steps: Sequence[int] | None = None,
    ) -> tuple[dict[int, int] | None, int]:
        """World ``i``'s values within ``cap`` nodes (None: stopped) and the nodes it
        counts against the budget, exactly as a solve begun now would give them."""
        fut = self._pending.pop(i, None)
        if fut is None:
            solved = solve_world(self.g, hands, self.view, cap, self.wall, cpu_left, steps)
        else:
            solved = fut.result()
            self.cpu += solved.cpu
        if solved.values is not None and solved.nodes <= cap:
            return solved.values, solved.nodes
        # Begun with a larger cap, it went past this one: the search would have
        # stopped on the node after the cap (or earlier, on the clock).
        return None, min(solved.nodes, cap + 1)

    def close(self) -> None:
        """Drop the solves begun ahead that the decision did not need."""
        for fut in self._pending.values():
            fut.cancel()
        self._pending.clear()
