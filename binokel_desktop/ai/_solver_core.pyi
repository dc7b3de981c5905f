"""Types of the compiled solver core (csrc/solver_core.c); see ``solver.Solver._run_core``."""

from collections.abc import Sequence

class Core:
    """The fast search of one Game, with its transposition table."""

    def __init__(
        self,
        *,
        trump: int,
        must_head: bool,
        head_ruff: bool,
        must_trump: bool,
        must_over: bool,
        must_under: bool,
        exemption: bool,
        order: Sequence[int],
        maxi: Sequence[bool],
        scores: Sequence[bool],
        points: Sequence[int],
        trick_value: int,
        last_bonus: int,
        players: int,
        bettel: bool,
        max_entries: int = ...,
    ) -> None: ...
    def run(
        self,
        hands: Sequence[int],
        to_act: int,
        k0: int,
        lbest: int,
        wcard: int,
        wseat: int,
        tpts: int,
        card: int,
        alpha: int,
        beta: int,
        nodes: int,
        node_cap: int,
        seconds: float,
        cpu_seconds: float,
        /,
    ) -> tuple[int, int, int]: ...
    @property
    def entries(self) -> int: ...
