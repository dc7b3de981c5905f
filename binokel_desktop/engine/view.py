"""``SeatView``: everything one seat may know, and nothing more.

The view is the only input of a computer player and of a human's table. It
holds the seat's own hand, the other hands only as far as they are public
(the dabb taken up, melds shown, an open Durch) or privately known to this
seat (a card it gave in Rufen), and the public history of the deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action, Call, Contract, Play
from .cards import CardMask, Rank, Suit, cards_of, format_card, make_card
from .game import laid_away_openly, legal_actions
from .melds import Meld, evaluate
from .profile import RuleProfile
from .scoring import DealResult
from .state import GameState, Phase
from .state import meld_order as _meld_order
from .state import parties as _parties
from .talon.state import Declaration


@dataclass(frozen=True, slots=True)
class AuctionDetail:
    """What a seat sees of the auction games' own parts (RULES.md §3, §4)."""

    dabb: CardMask  # the dabb's cards once shown to all, else 0
    dabb_size: int
    discards: CardMask  # laid away: the declarer's own, or an open Durch's to all; else 0
    bid: int  # the highest value named, 0 before the first bid
    holder: int  # the seat holding it, -1 before the first bid
    calls: tuple[tuple[int, Call, int], ...]
    called: int  # Rufen: the called face, -1 if none
    giver: int  # Rufen: the seat that handed the called card over (public), -1 if none
    melds_available: tuple[Meld, ...]  # own evaluation while melding
    shown: tuple[tuple[Meld, ...], ...]  # per seat: melds shown


@dataclass(frozen=True, slots=True)
class TalonDetail:
    """What a seat sees of the two-hand talon games' own parts (RULES.md §5, §6)."""

    stage: int  # 1 while the talon lasts, 2 for the last tricks
    talon_size: int
    turn_up: int  # the turned-up trump card, -1 once taken
    on_table: tuple[CardMask, ...]  # per seat: declared cards lying face up, playable
    declarations: tuple[tuple[Declaration, ...], ...]  # per seat: declarations scored


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's knowledge of the game: a core every family has, and its family's detail.

    Card sets are bitmasks. ``declarer`` is -1 and ``contract`` None while there
    is none (the talon games never have one).
    """

    profile: RuleProfile
    seat: int
    deal_no: int
    dealer: int
    phase: Phase
    to_act: int
    scores: tuple[int, ...]
    hand: CardMask
    hand_sizes: tuple[int, ...]
    known: tuple[CardMask, ...]  # per seat: cards known to be in that hand (own: the whole hand)
    declarer: int
    contract: Contract | None
    trump: Suit | None
    trick: tuple[int, ...]
    trick_seats: tuple[int, ...]
    plays: tuple[tuple[int, int], ...]
    won: tuple[CardMask, ...]
    tricks_won: tuple[int, ...]
    results: tuple[DealResult, ...]
    winner: int
    legal: Sequence[Action]  # the seat's legal actions when it is to act, else empty
    deal_result: DealResult | None  # the deal just ended (DEAL_OVER, GAME_OVER)
    detail: AuctionDetail | TalonDetail

    @property
    def auction(self) -> AuctionDetail:
        """The auction games' detail (TypeError for a talon game)."""
        detail = self.detail
        if not isinstance(detail, AuctionDetail):
            raise TypeError(f"{self.profile.name} has no auction")
        return detail

    @property
    def talon(self) -> TalonDetail:
        """The talon games' detail (TypeError for an auction game)."""
        detail = self.detail
        if not isinstance(detail, TalonDetail):
            raise TypeError(f"{self.profile.name} has no talon")
        return detail

    @property
    def my_turn(self) -> bool:
        """Whether this seat is to act."""
        return self.to_act == self.seat

    @property
    def legal_cards(self) -> int:
        """The cards this seat may play now (a bitmask of the legal ``Play`` actions)."""
        mask = 0
        for a in self.legal:
            if isinstance(a, Play):
                mask |= 1 << a.card
        return mask

    # The facts the table shows beside the cards, computed here so that the ui runs
    # no rule (issue 24 §7). Properties, not fields: the bots build views by the
    # million and never ask.

    @property
    def meld_marks(self) -> CardMask:
        """The cards of the hand that belong to some meld (marked while laying away).

        Before trump is named every suit is a candidate, so each 7 is marked as the
        Diss it would be in its suit; afterwards only the trump 7s are.
        """
        mask = 0
        for suit in [self.trump] if self.trump is not None else list(Suit):
            for m in evaluate(self.hand, suit, self.profile.melds):
                mask |= m.cards
        return mask

    @property
    def trump_meld_values(self) -> dict[Suit, int]:
        """Per suit: this seat's melds if it were trump, the 7s it laid away and
        announced counting for it (the declarer naming trump, RULES.md §3.5)."""
        discards = self.detail.discards if isinstance(self.detail, AuctionDetail) else 0
        out = {}
        for suit in Suit:
            sevens = (1 << make_card(suit, Rank.SEVEN)) * 3  # both copies
            melds = evaluate(self.hand, suit, self.profile.melds, diss_extra=discards & sevens)
            out[suit] = sum(m.value for m in melds)
        return out

    @property
    def parties(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each party, by party number (``DealResult.parties`` order)."""
        return _parties(self.profile)

    @property
    def meld_order(self) -> tuple[int, ...]:
        """The seats in the order they show melds (the declarer first); () without one."""
        if self.declarer < 0:
            return ()
        return _meld_order(self.profile, self.dealer, self.declarer)


def auction_seat_view(state: GameState, seat: int) -> SeatView:
    """The view of ``seat`` in an auction game: its own cards, public facts, what it alone knows."""
    n = len(state.hands)
    known = [state.hands[o] & state.revealed[o] for o in range(n)]
    for viewer, owner, cards in state.private:
        if viewer == seat:
            known[owner] |= state.hands[owner] & cards
    known[seat] = state.hands[seat]
    melding = state.phase is Phase.MELD and state.to_act == seat
    return SeatView(
        profile=state.profile,
        seat=seat,
        deal_no=state.deal_no,
        dealer=state.dealer,
        phase=state.phase,
        to_act=state.to_act,
        scores=state.scores,
        hand=state.hands[seat],
        hand_sizes=tuple(h.bit_count() for h in state.hands),
        known=tuple(known),
        declarer=state.declarer,
        contract=state.contract,
        trump=state.trump,
        trick=state.trick,
        trick_seats=state.trick_seats,
        plays=state.plays,
        won=state.won,
        tricks_won=state.tricks_won,
        results=state.results,
        winner=state.winner,
        legal=legal_actions(state) if state.to_act == seat else (),
        # A deal nobody bid for ends without a result.
        deal_result=state.results[-1] if state.phase in _ENDED and state.declarer >= 0 else None,
        detail=AuctionDetail(
            dabb=state.dabb if state.dabb_public else 0,
            dabb_size=state.profile.deal.dabb_size,
            discards=state.discards if seat == state.declarer or laid_away_openly(state)
            else 0,
            bid=state.bid,
            holder=state.holder,
            calls=state.calls,
            called=state.called,
            giver=state.giver,
            melds_available=state.evals[seat] if melding else (),
            shown=state.shown,
        ),
    )


_ENDED = frozenset({Phase.DEAL_OVER, Phase.GAME_OVER})


def view_to_dict(view: SeatView) -> dict[str, object]:
    """A JSON-ready summary of an auction game's view, cards in notation (golden files)."""
    detail = view.auction
    def names(mask: int) -> list[str]:
        return [f"{format_card(c)}#{c % 2 + 1}" for c in cards_of(mask)]

    out: dict[str, object] = {
        "seat": view.seat,
        "phase": view.phase.value,
        "to_act": view.to_act,
        "hand": names(view.hand),
        "hand_sizes": list(view.hand_sizes),
        "known": {str(s): names(k) for s, k in enumerate(view.known) if k and s != view.seat},
        "dabb": names(detail.dabb),
        "discards": names(detail.discards),
        "bid": detail.bid,
        "declarer": view.declarer,
        "contract": view.contract.value if view.contract else None,
        "trump": view.trump.name.lower() if view.trump is not None else None,
        "melds_available": [m.kind.value for m in detail.melds_available],
        "shown": [[m.kind.value for m in s] for s in detail.shown],
        "trick": [f"{format_card(c)}#{c % 2 + 1}" for c in view.trick],
        "tricks_won": list(view.tricks_won),
        "scores": list(view.scores),
        "legal": len(view.legal),
    }
    if view.deal_result is not None:
        out["deal_result"] = list(view.deal_result.changes)
    return out
