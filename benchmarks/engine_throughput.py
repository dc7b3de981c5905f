"""Engine throughput: complete random-legal deals per second on one core.

    python benchmarks/engine_throughput.py [--deals N] [--profiles a,b]

For every registered profile it plays N deals in one process and reports
deals per CPU-second (process time, so other load on the machine distorts it
little), for two choosers:

* ``played``: random legal actions, but never going out or a special contract
  and the lowest bid, so every deal is a full suit deal: bidding, dabb,
  discards, trump, melds and every trick (the issue's target definition);
* ``any``: uniformly random legal actions (wild bids, many go-outs and
  Durch attempts that end early).

It also times ``legal_actions`` during card play and the meld evaluation of
a 15-card hand.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable, Sequence

from binokel_desktop.engine import AnyState, apply, legal_actions, new_game
from binokel_desktop.engine.actions import NEXT_DEAL, Action, Announce, Bid, GoOut
from binokel_desktop.engine.cards import Suit, cards_of, deck_mask, mask_of
from binokel_desktop.engine.melds import evaluate
from binokel_desktop.engine.profile import PROFILES, GameKind
from binokel_desktop.engine.profile_checks import RANGES
from binokel_desktop.engine.state import Phase

Chooser = Callable[[Sequence[Action], random.Random], Action]
ENDED = (Phase.DEAL_OVER, Phase.GAME_OVER)
# The highest target a profile accepts, so that a game rarely ends inside a run.
LONG_GAME = RANGES["target"][1]


def any_action(legal: Sequence[Action], rng: random.Random) -> Action:
    return legal[int(rng.random() * len(legal))]


def played_out(legal: Sequence[Action], rng: random.Random) -> Action:
    i = int(rng.random() * len(legal))
    action = legal[i]
    if isinstance(action, Bid):
        # Forehand opens at the minimum, everybody else passes.
        return legal[0] if not i % 2 else legal[-1]
    while isinstance(action, GoOut | Announce):
        i = (i + 1) % len(legal)
        action = legal[i]
    return action


def deals_per_second(name: str, deals: int, choose: Chooser) -> tuple[float, float]:
    """(deals per CPU-second, actions per deal)."""
    profile = PROFILES[name].with_options(target=LONG_GAME)
    rng = random.Random(1)
    state: AnyState = new_game(profile, 1)
    done = actions = 0
    start = time.process_time()
    while done < deals:
        # One deal: from its first action to DEAL_OVER (or the end of the game);
        # NextDeal, which deals the next one, is part of the timing but not counted.
        while state.phase not in ENDED:
            state, _ = apply(state, choose(legal_actions(state), rng))
            actions += 1
        done += 1
        if state.phase is Phase.GAME_OVER:
            state = new_game(profile, done)
        else:
            state, _ = apply(state, NEXT_DEAL)
    elapsed = time.process_time() - start
    return deals / elapsed, actions / deals


def legal_actions_cost(name: str, samples: int = 20000) -> float:
    """Mean microseconds of legal_actions over positions of random card play."""
    profile = PROFILES[name].with_options(target=LONG_GAME)
    rng = random.Random(2)
    positions = []
    state: AnyState = new_game(profile, 2)
    while len(positions) < 500:
        if state.phase is Phase.PLAY:
            positions.append(state)
        state, _ = apply(state, played_out(legal_actions(state), rng))
    start = time.process_time()
    for i in range(samples):
        legal_actions(positions[i % len(positions)])
    return (time.process_time() - start) / samples * 1e6


def meld_cost(samples: int = 20000) -> float:
    """Mean microseconds of one meld evaluation of a random 15-card hand."""
    rng = random.Random(3)
    deck = cards_of(deck_mask(PROFILES["grupp1994-3"].deck.ranks))
    hands = [mask_of(rng.sample(deck, 15)) for _ in range(500)]
    rules = PROFILES["grupp1994-3"].melds
    start = time.process_time()
    for i in range(samples):
        evaluate(hands[i % 500], Suit(i % 4), rules)
    return (time.process_time() - start) / samples * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--profiles", default=",".join(sorted(PROFILES)))
    args = parser.parse_args()
    print(f"{'profile':14} {'played deals/s':>15} {'actions/deal':>13} "
          f"{'any deals/s':>12} {'legal_actions us':>17}")
    for name in args.profiles.split(","):
        played, per_deal = deals_per_second(name, args.deals, played_out)
        wild, _ = deals_per_second(name, args.deals, any_action)
        cost = legal_actions_cost(name) if PROFILES[name].game is GameKind.AUCTION else float("nan")
        print(f"{name:14} {played:15.0f} {per_deal:13.1f} {wild:12.0f} {cost:17.2f}")
    print(f"meld evaluation of a 15-card hand: {meld_cost():.2f} us")


if __name__ == "__main__":
    main()
