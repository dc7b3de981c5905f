"""Texts of the table itself: the info line, prompts and button labels."""

from __future__ import annotations

from collections import Counter

from ..engine import SeatView
from ..engine.actions import Contract
from ..engine.melds import Meld
from ..engine.state import Phase
from ..engine.view import AuctionDetail, TalonDetail
from .texts import (
    contract_name,
    fill,
    meld_name,
    number,
    phase_name,
    seat_name,
    suit_name,
    translate,
)


def dealer_mark() -> str:
    """Marks the dealer's name plate."""
    return translate("Table", "(dealer)")


def no_melds() -> str:
    """A seat showed no melds."""
    return translate("Table", "no melds")


def meld_line(melds: tuple[Meld, ...], french: bool) -> str:
    """A seat's shown melds on one line, repeats counted: "2× Pair 20, Binokel 40"."""
    if not melds:
        return no_melds()
    counts = Counter((meld_name(m.kind, french), m.value) for m in melds)
    parts = []
    for (name, value), n in counts.items():
        item = f"{name} {number(value)}"
        parts.append(item if n == 1 else f"{n}× {item}")
    return ", ".join(parts)


def table_info(view: SeatView, names: list[str]) -> str:
    """The line at the top left: phase, bid, trump or contract, tricks."""
    french = view.profile.deck.french
    parts = [fill(translate("Table", "Deal %1"), number(view.deal_no + 1)), phase_name(view.phase)]
    detail = view.detail
    if isinstance(detail, AuctionDetail) and detail.bid:
        # The seat that named or held the value last (in hold bidding the caller's
        # new value is not the holder's until he holds it).
        bidders = [seat for seat, call, _ in detail.calls if call in ("bid", "hold")]
        holder = view.declarer if view.declarer >= 0 else (
            bidders[-1] if bidders else detail.holder)
        if 0 <= holder < len(names):
            parts.append(fill(translate("Table", "Bid %1 (%2)"), number(detail.bid), names[holder]))
        else:
            parts.append(fill(translate("Table", "Bid %1"), number(detail.bid)))
    if view.trump is not None:
        parts.append(fill(translate("Table", "Trump: %1"), suit_name(view.trump, french)))
    elif view.contract is not None and view.contract is not Contract.SUIT:
        parts.append(contract_name(view.contract))
    if view.phase in (Phase.PLAY, Phase.DEAL_OVER):  # the last trick counts in the summary
        won = [f"{names[s]} {number(t)}" for s, t in enumerate(view.tricks_won)
               if s < len(names)]
        parts.append(fill(translate("Table", "Tricks: %1"), ", ".join(won)))
    if isinstance(detail, TalonDetail) and detail.talon_size:
        parts.append(fill(translate("Table", "Talon: %1"), number(detail.talon_size)))
    return "   ·   ".join(parts)


def your_turn(phase: str) -> str:
    """The prompt above the buttons for the viewer's decision."""
    prompts = {
        "auction": translate("Table", "Your call."),
        "dabb": translate("Table", "Take the dabb, or play an open Durch from hand."),
        "call": translate("Table", "Call a card you hold fewer than two of."),
        "give": translate("Table", "Choose the card you give back, then confirm."),
        "discard": translate("Table", "Choose the cards to lay away (drücken)."),
        "trump": translate("Table", "Name trump — each button shows your melds with that suit."),
        "meld": translate("Table", "Show your melds."),
        "declare": translate("Table", "You won the trick: declare, then draw."),
        "play": translate("Table", "Your card: the playable cards glow."),
    }
    return prompts.get(phase, "")


def waiting_for(name: str) -> str:
    """The prompt while another seat decides."""
    return fill(translate("Table", "Waiting for %1 …"), seat_name(name))
