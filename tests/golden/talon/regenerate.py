"""Golden playthroughs of the talon games: every seat's view at every step.

One seeded deal per profile, played by a seeded random choice among the legal
actions. Each step prints the action and what each seat sees, so a leak of a
hidden card (the opponent's concealed hand, the talon) shows up in a diff.

Regenerate after an intended rule change::

    python tests/golden/talon/regenerate.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from binokel_desktop.engine import PROFILES, apply, legal_actions, new_game, seat_view
from binokel_desktop.engine.actions import Action, Play
from binokel_desktop.engine.cards import cards_of, format_card
from binokel_desktop.engine.talon.actions import Declare, ExchangeSeven, ShowSeven
from binokel_desktop.engine.talon.declarations import kind_name
from binokel_desktop.engine.view import SeatView

HERE = Path(__file__).resolve().parent
SEEDS = {"altenburg-2": 2024, "bezique-2": 1861}


def _cards(mask: int, french: bool) -> str:
    return " ".join(format_card(c, french=french) for c in cards_of(mask)) or "-"


def _action(action: Action, french: bool) -> str:
    if isinstance(action, Play | ExchangeSeven | ShowSeven):
        return f"{action.kind} {format_card(action.card, french=french)}#{action.card % 2 + 1}"
    if isinstance(action, Declare):
        cards = " ".join(f"{format_card(c, french=french)}#{c % 2 + 1}"
                         for c in cards_of(action.cards))
        return f"declare {kind_name(action.decl, french=french)} {cards}"
    return action.kind


def _suit(v: SeatView, french: bool) -> str:
    if v.trump is None:
        return "-"
    return format_card(v.trump * 16, french=french).partition("-")[2]


def _view(v: SeatView) -> list[str]:
    fr = v.profile.deck.french
    opp = 1 - v.seat
    t = v.talon
    decls = [
        " ".join(f"{d.kind.value}:{d.points}" for d in t.declarations[s])
        or "-"
        for s in (0, 1)
    ]
    lines = [
        f"  seat {v.seat}: phase={v.phase.value} to_act={v.to_act} stage={t.stage} "
        f"scores={list(v.scores)} talon={t.talon_size} "
        f"turn_up={format_card(t.turn_up, french=fr) if t.turn_up >= 0 else '-'} "
        f"trump={_suit(v, fr)}",
        f"    hand: {_cards(v.hand, fr)}",
        f"    table: mine {_cards(t.on_table[v.seat], fr)} | his {_cards(t.on_table[opp], fr)}",
        f"    known of his hand ({v.hand_sizes[opp]} cards): {_cards(v.known[opp], fr)}",
        f"    trick: {' '.join(format_card(c, french=fr) for c in v.trick) or '-'} "
        f"tricks={list(v.tricks_won)} declarations: {decls[0]} | {decls[1]}",
    ]
    if v.legal:
        lines.append(f"    legal ({len(v.legal)}): " + "; ".join(_action(a, fr) for a in v.legal))
    return lines


def render(profile_name: str) -> str:
    """The golden text of one deal of ``profile_name``."""
    p = PROFILES[profile_name]
    seed = SEEDS[profile_name]
    rng = random.Random(seed)
    state = new_game(p, seed)
    out = [f"# {profile_name} seed {seed}: one deal, random legal actions (rng seed {seed})"]
    step = 0
    while True:
        out.append(f"step {step}")
        for seat in (0, 1):
            out += _view(seat_view(state, seat))
        legal = legal_actions(state)
        if not legal or state.results:
            break
        action = rng.choice(list(legal))
        out.append(f"> seat {state.to_act}: {_action(action, p.deck.french)}")
        state, _ = apply(state, action)
        step += 1
    if state.results:
        r = state.results[0]
        out.append("result: " + " | ".join(
            f"seat {s}: declared {x.melds} raw {x.raw_points} card {x.card_points} "
            f"change {x.change}" for s, x in enumerate(r.parties)))
    return "\n".join(out) + "\n"


def main() -> int:
    """Write the golden files next to this script."""
    for name in SEEDS:
        path = HERE / f"{name}.txt"
        path.write_text(render(name), encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
