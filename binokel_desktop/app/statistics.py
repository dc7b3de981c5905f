"""Statistics: what each player (by name) and each computer level did, and how the cards fell.

A game's figures are worked out from its record (replayed through the
engine), so a resumed game is never counted twice: ``statistics.json`` keeps
the figures of each unfinished game under its id and folds a game into the
totals when it ends. Reading checks every number: a bad figure is mended on its
own (the rest of the player's record stays), an unreadable file gives empty
statistics; either is told once (a notice of the store) and the file is kept
under a name of its own (``statistics.json.bad``, ``.bad-2`` …) on the next write.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields

from ..engine import GameRecord, Rank, Suit, new_game
from ..engine.actions import DURCH_CONTRACTS, Contract
from ..engine.cards import face_mask, rank_mask
from ..engine.events import AllPassed, DealScored, DealStarted, GameEnded, MeldsShown
from ..engine.state import party_of
from .saves import SaveError, replay_steps
from .setup import LEVELS, GameSetup
from .store import JsonValue, Store

log = logging.getLogger(__name__)

STATS_FILE = "statistics.json"
MAX_OPEN_GAMES = 30  # unfinished games kept apart; older ones are folded into the totals
MAX_COUNT = 10**9


@dataclass(slots=True)
class Tally:
    """One player's (or one computer level's) figures; every field a whole number."""

    games: int = 0
    games_won: int = 0
    deals: int = 0
    bid: int = 0  # deals this seat was declarer
    made: int = 0
    failed: int = 0
    gone_out: int = 0
    points: int = 0  # the seat's party's score change, summed over its deals
    best_meld: int = 0
    durch_made: int = 0
    bettel_made: int = 0
    # the fair deal: hands dealt, and in them ...
    hands: int = 0
    aces: int = 0  # ... aces (summed)
    tens: int = 0  # ... tens (summed)
    binokel: int = 0  # ... hands with a Binokel (Ober of leaves and Unter of bells)
    family: int = 0  # ... hands with a family (A, 10, K, O, U of one suit)

    @property
    def points_per_deal(self) -> float:
        """Average points per deal played (0 before the first deal)."""
        return self.points / self.deals if self.deals else 0.0

    def add(self, other: Tally) -> None:
        """Fold ``other`` into this tally (best meld: the higher)."""
        for f in fields(self):
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            setattr(self, f.name, max(mine, theirs) if f.name == "best_meld" else mine + theirs)

    @staticmethod
    def from_json(raw: object) -> Tally | None:
        """A tally from stored JSON, or None when any figure is not a sane whole number."""
        tally, repaired = Tally.repaired_from_json(raw)
        return None if repaired else tally

    @staticmethod
    def repaired_from_json(raw: object) -> tuple[Tally | None, list[str]]:
        """A tally from stored JSON, each bad figure mended on its own, and the mended
        fields' names (issue 25 §3); None when ``raw`` is not an object at all.

        A whole float is taken as its number, a negative count as 0, a number beyond
        10⁹ as 10⁹, anything else (text, null, a list) as 0: one bad value never
        costs the player the rest of the record.
        """
        if not isinstance(raw, dict):
            return None, ["record"]
        tally = Tally()
        known = {f.name for f in fields(tally)}
        # A figure this version does not know would be lost at the next write: say so.
        repaired: list[str] = [f"{str(k)[:20]} (unknown)" for k in raw if k not in known]
        for f in fields(tally):
            value = raw.get(f.name, 0)
            low = -MAX_COUNT if f.name == "points" else 0
            if type(value) is int and low <= value <= MAX_COUNT:
                setattr(tally, f.name, value)
                continue
            repaired.append(f.name)
            if type(value) is float and math.isfinite(value):
                value = int(value)
            setattr(tally, f.name, min(max(value, low), MAX_COUNT) if type(value) is int else 0)
        return tally, repaired


def seat_key(name: str, human: bool, level: str) -> str:
    """Who the figures of a seat belong to: a person by name, a computer by level."""
    return f"name:{name}" if human else f"level:{level}"


def _has(hand: int, *faces: int) -> bool:
    return all(hand & face_mask(face) for face in faces)


def _face(suit: Suit, rank: Rank) -> int:
    return int(suit) * 8 + int(rank)


def hand_luck(hand: int) -> tuple[int, int, int, int]:
    """Aces, tens, Binokel (0/1) and family (0/1) in a hand as dealt."""
    aces = (hand & rank_mask(Rank.ACE)).bit_count()
    tens = (hand & rank_mask(Rank.TEN)).bit_count()
    binokel = int(_has(hand, _face(Suit.LEAVES, Rank.OBER), _face(Suit.BELLS, Rank.UNTER)))
    family = int(any(
        _has(hand, *(_face(suit, r) for r in (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER,
                                               Rank.UNTER)))
        for suit in Suit))
    return aces, tens, binokel, family


def game_tallies(setup: GameSetup, record: GameRecord, from_deal: int = 0
                 ) -> dict[str, Tally]:
    """Each seat's figures in the game so far, by :func:`seat_key`, from deal number
    ``from_deal`` on (the deals before it, and the dealing of that deal, are another
    game's: the one a copy was saved from); :class:`SaveError`."""
    profile = setup.profile
    seats = profile.deal.seats
    per_seat = [Tally() for _ in range(seats)]

    def dealt(hands: tuple[int, ...], deal_no: int) -> None:
        # A copy's first deal was dealt in the game it was saved from, which counted its hands.
        if from_deal and deal_no <= from_deal:
            return
        for seat in range(seats):
            a, t, b, f = hand_luck(hands[seat])
            tally = per_seat[seat]
            tally.hands += 1
            tally.aces += a
            tally.tens += t
            tally.binokel += b
            tally.family += f

    first = new_game(profile, record.seed, dealer=record.dealer)
    dealt(first.hands, first.deal_no)
    melds = [0] * seats
    for _, state, events in replay_steps(record):
        counted = state.deal_no >= from_deal
        for event in events:
            if isinstance(event, DealStarted):
                dealt(state.hands, state.deal_no)
                melds = [0] * seats
            elif not counted:
                continue
            elif isinstance(event, MeldsShown):
                melds[event.seat] = sum(m.value for m in event.melds)
            elif isinstance(event, AllPassed):
                for tally in per_seat:
                    tally.deals += 1
            elif isinstance(event, DealScored):
                result = event.result
                for seat, tally in enumerate(per_seat):
                    tally.deals += 1
                    party = party_of(profile, seat)
                    if party < len(result.parties):
                        tally.points += result.parties[party].change
                        shown = melds[seat] or (result.parties[party].melds
                                                if result.declarer < 0 else 0)
                        tally.best_meld = max(tally.best_meld, shown)
                    if result.declarer != seat:
                        continue
                    tally.bid += 1
                    if result.contract is Contract.GO_OUT:
                        tally.gone_out += 1
                    elif result.made:
                        tally.made += 1
                        tally.durch_made += result.contract in DURCH_CONTRACTS
                        tally.bettel_made += result.contract is Contract.BETTEL
                    else:
                        tally.failed += 1
            elif isinstance(event, GameEnded):
                for seat, tally in enumerate(per_seat):
                    tally.games_won += party_of(profile, seat) == event.winner
    for tally in per_seat:
        tally.games = 1
    out: dict[str, Tally] = {}
    for seat, s in enumerate(setup.seats):
        out.setdefault(seat_key(s.name, s.human, s.level), Tally()).add(per_seat[seat])
    return out


class Statistics:
    """The statistics file of a data directory: totals and the unfinished games."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def _read(self) -> tuple[dict[str, Tally], dict[str, dict[str, Tally]], list[str]]:
        data = self.store.read_json(STATS_FILE) or {}
        mended: list[str] = []  # "who: field", for the notice
        totals = self._tallies(data.get("totals", {}), mended, "totals")
        open_games: dict[str, dict[str, Tally]] = {}
        raw_open = data.get("open", {})
        order: list[str] = []
        if isinstance(raw_open, dict):
            for game_id, raw in raw_open.items():
                if isinstance(raw, dict) and len(game_id) <= 64:
                    open_games[game_id] = self._tallies(raw, mended, "an unfinished game")
                    order.append(game_id)
                else:
                    mended.append(f"unfinished game {game_id[:20]!r}: left out")
        else:
            mended.append("the unfinished games: left out")
        if mended:
            log.warning("statistics: mended %s", "; ".join(mended))
            self.store.repaired(STATS_FILE, "; ".join(mended)[:2000],
                                tuple(dict.fromkeys(m.split(":")[0] for m in mended)))
        return totals, open_games, order

    @staticmethod
    def _tallies(raw: object, mended: list[str], where: str) -> dict[str, Tally]:
        out: dict[str, Tally] = {}
        if not isinstance(raw, dict):
            mended.append(f"{where}: left out")
            return out
        for key, value in raw.items():
            who = key.partition(":")[2][:40] or key[:40]
            if not _valid_key(key):
                mended.append(f"{who}: not a player or level, left out")
                continue
            tally, repaired = Tally.repaired_from_json(value)
            if tally is None:
                mended.append(f"{who}: not a record, left out")
                continue
            if repaired:
                mended.append(f"{who}: {', '.join(repaired)}")
            out[key] = tally
        return out

    def figures(self) -> dict[str, Tally]:
        """Every player's and level's figures: finished games plus the unfinished ones."""
        totals, open_games, _ = self._read()
        out = {k: _copy(v) for k, v in totals.items()}
        for game in open_games.values():
            for key, tally in game.items():
                out.setdefault(key, Tally()).add(tally)
        return out

    def record_game(self, game_id: str, setup: GameSetup, record: GameRecord,
                    finished: bool, from_deal: int = 0) -> None:
        """Count the game so far from deal ``from_deal`` (again: its earlier figures are
        replaced); ``OSError``."""
        try:
            tallies = game_tallies(setup, record, from_deal)
        except SaveError as exc:
            log.warning("statistics: game %s not counted: %s", game_id, exc)
            return
        if not finished:
            for tally in tallies.values():
                tally.games = 0  # a game counts once it is over
        totals, open_games, order = self._read()
        open_games.pop(game_id, None)
        order = [g for g in order if g != game_id]
        if finished:
            _fold(totals, tallies)
        else:
            open_games[game_id] = tallies
            order.append(game_id)
        while len(order) > MAX_OPEN_GAMES:
            _fold(totals, open_games.pop(order.pop(0)))
        self._write(totals, {g: open_games[g] for g in order})

    def reset(self) -> None:
        """Forget every figure; ``OSError`` when the directory cannot be written."""
        self._write({}, {})

    def _write(self, totals: Mapping[str, Tally], open_games: Mapping[str, Mapping[str, Tally]]
               ) -> None:
        def plain(tallies: Mapping[str, Tally]) -> dict[str, JsonValue]:
            return {k: dict(asdict(v)) for k, v in tallies.items()}

        self.store.write_json(STATS_FILE, {
            "totals": plain(totals),
            "open": {g: plain(t) for g, t in open_games.items()},
        })


def _copy(tally: Tally) -> Tally:
    out = Tally()
    out.add(tally)
    return out


def _fold(into: dict[str, Tally], tallies: Mapping[str, Tally]) -> None:
    for key, tally in tallies.items():
        into.setdefault(key, Tally()).add(tally)


def _valid_key(key: str) -> bool:
    kind, _, who = key.partition(":")
    if kind == "level":
        return who in LEVELS
    return kind == "name" and 0 < len(who) <= 40
