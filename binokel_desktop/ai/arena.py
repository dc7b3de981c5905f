"""Bot tournaments on duplicate deals, with paired statistics (pure; ``binokel arena`` runs them).

Every seeded deal is played in every mixed seating of the two bots (six in
three-hand games, two in the two-hand games and in Cross Binokel), with the
dealer fixed per deal. The per-deal figure is the mean score change of A's
seats minus that of B's seats, averaged over the seatings; the report gives
its mean with a 95 % bootstrap interval, declarer success and going-out rates
per bot, and decision latency per bot and decision kind. Files, arguments and
the resumable run live in :mod:`binokel_desktop.cli.arena`.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Iterable, Sequence
from typing import Any

from ..engine import PROFILES, apply, new_game, seat_view
from ..engine.actions import NEXT_DEAL, Contract
from ..engine.profile import RuleProfile
from ..engine.rules import AnyState
from ..engine.state import Phase, active_seats, party_of
from . import make_bot
from .base import Bot, decision_kind

DEAL_SEED_STRIDE = 1_000_003
ENDED = frozenset({Phase.DEAL_OVER, Phase.GAME_OVER})


def seatings(profile: RuleProfile, dealer: int) -> list[tuple[int, ...]]:
    """Every mixed seating: per seat 0 (bot A) or 1 (bot B)."""
    seats = profile.deal.seats
    if profile.deal.teams:
        return [tuple(s % 2 for s in range(seats)), tuple(1 - s % 2 for s in range(seats))]
    active = active_seats(profile, dealer)
    n = len(active)
    # Every split of the active seats between A and B, as even as the count allows.
    sizes = {n // 2, (n + 1) // 2}
    patterns = [
        pat
        for pat in itertools.product((0, 1), repeat=n)
        if n - sum(pat) in sizes and 0 < sum(pat) < n
    ]
    out = []
    for pat in patterns:
        who = [0] * seats
        for seat, b in zip(active, pat, strict=True):
            who[seat] = b
        out.append(tuple(who))
    return out


def _play_one_deal(
    profile: RuleProfile,
    seed: int,
    dealer: int,
    bots: Sequence[Bot],
    rng_key: str,
    lat: dict[str, dict[str, list[float]]],
    names: Sequence[str],
) -> AnyState:
    """Play the first deal of a game; returns the state in which it ended."""
    state: AnyState = new_game(profile, seed, dealer=dealer)
    rngs = [random.Random(f"{rng_key}:{s}") for s in range(profile.deal.seats)]
    while True:
        seat = state.to_act
        view = seat_view(state, seat)
        t0 = time.perf_counter()
        action = bots[seat].choose(view, rngs[seat])
        ms = (time.perf_counter() - t0) * 1000.0
        lat[names[seat]].setdefault(decision_kind(view), []).append(round(ms, 2))
        state, _ = apply(state, action)
        if state.phase in ENDED:
            return state


def play_duplicate(
    profile_name: str, names: tuple[str, str], seed: int, index: int
) -> dict[str, Any]:
    """One duplicate deal in every seating: a JSON-ready record."""
    profile = PROFILES[profile_name]
    deal_seed = seed * DEAL_SEED_STRIDE + index
    dealer = index % profile.deal.seats
    lat: dict[str, dict[str, list[float]]] = {n: {} for n in names}
    diffs: list[float] = []
    contracts: list[dict[str, Any]] = []
    for who in seatings(profile, dealer):
        bots = [make_bot(names[b]) for b in who]
        seat_names = [names[b] for b in who]
        # Each seat draws the same random numbers in every seating, whichever bot
        # sits there (common random numbers): where the two bots would decide
        # alike, every seating plays the same game, so their difference is not
        # drowned in the luck of sampling. (Until 2026-12 each seating had its own
        # numbers: two equal bots then differed by up to ±140 points a deal.)
        end = _play_one_deal(profile, deal_seed, dealer, bots, f"{deal_seed}", lat, seat_names)
        if not end.results:
            diffs.append(0.0)
            contracts.append({"void": True})
            continue
        res = end.results[-1]
        changes = res.changes
        score = {0: [], 1: []}  # type: dict[int, list[int]]
        for seat in active_seats(profile, dealer):
            score[who[seat]].append(changes[party_of(profile, seat)])
        diffs.append(sum(score[0]) / len(score[0]) - sum(score[1]) / len(score[1]))
        contracts.append(
            {
                # No declarer (the talon games): no contract figures.
                "bot": -1 if res.declarer < 0 else who[res.declarer],
                "contract": res.contract.value,
                "made": res.made,
                "value": res.value,
            }
        )
    return {
        "deal": index,
        "diff": sum(diffs) / len(diffs),
        "seatings": diffs,
        "contracts": contracts,
        "latency": lat,
    }


def play_match(profile_name: str, names: tuple[str, str], seed: int, index: int) -> dict[str, Any]:
    """A whole match to the target score; seats alternate between the two mixes."""
    profile = PROFILES[profile_name]
    options = seatings(profile, 0)
    who = options[index % len(options)]
    bots = [make_bot(names[b]) for b in who]
    state: AnyState = new_game(profile, seed * DEAL_SEED_STRIDE + 500_000 + index)
    rngs = [random.Random(f"match:{seed}:{index}:{s}") for s in range(profile.deal.seats)]
    deals = 0
    while state.phase is not Phase.GAME_OVER and deals < 400:
        if state.phase is Phase.DEAL_OVER:
            state, _ = apply(state, NEXT_DEAL)  # at once: nobody reads a summary here
            deals += 1
            continue
        seat = state.to_act
        state, _ = apply(state, bots[seat].choose(seat_view(state, seat), rngs[seat]))
    winner = state.winner
    seats_of_winner = [s for s in range(profile.deal.seats) if party_of(profile, s) == winner]
    win_bot = who[seats_of_winner[0]] if seats_of_winner else -1
    share = [sum(1 for s in active_or_all(profile) if who[s] == b) for b in (0, 1)]
    return {"match": index, "winner_bot": win_bot, "deals": deals, "seats": share}


def active_or_all(profile: RuleProfile) -> list[int]:
    """Seats that score in a match (all seats; the dealer rotates)."""
    return list(range(profile.deal.seats))


def bootstrap_ci(values: Sequence[float], reps: int = 2000, seed: int = 0) -> tuple[float, float]:
    """A 95 % percentile bootstrap interval of the mean."""
    n = len(values)
    if n < 2:
        v = values[0] if values else 0.0
        return v, v
    rng = random.Random(seed)
    means = []
    for _ in range(reps):
        s = 0.0
        for x in rng.choices(values, k=n):
            s += x
        means.append(s / n)
    means.sort()
    return means[int(0.025 * reps)], means[int(0.975 * reps) - 1]


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The q-quantile (nearest rank) of sorted values."""
    if not sorted_values:
        return 0.0
    k = max(0, min(len(sorted_values) - 1, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[k]


def summarize(
    config: dict[str, Any], deals: Iterable[dict[str, Any]], matches: Iterable[dict[str, Any]] = ()
) -> dict[str, Any]:
    """The report: paired difference, contracts, latency, matches."""
    names = config["bots"]
    deals = sorted(deals, key=lambda d: d["deal"])
    diffs = [float(d["diff"]) for d in deals]
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / (n - 1)) if n > 1 else 0.0
    lo, hi = bootstrap_ci(diffs)
    per_bot: dict[str, Any] = {}
    for b, name in enumerate(names):
        c = [x for d in deals for x in d["contracts"] if not x.get("void") and x["bot"] == b]
        played = [x for x in c if x["contract"] != Contract.GO_OUT.value]
        made = [x for x in played if x["made"]]
        gone = [x for x in c if x["contract"] == Contract.GO_OUT.value]
        specials = [x for x in c if x["contract"] not in ("suit", "go_out")]
        lat: dict[str, list[float]] = {}
        for d in deals:
            for kind, ms in d["latency"].get(name, {}).items():
                lat.setdefault(kind, []).extend(ms)
        allms = sorted(x for v in lat.values() for x in v)
        per_bot[f"{b}:{name}"] = {
            "contracts": len(c),
            "declarer_success": len(made) / len(played) if played else None,
            "going_out_rate": len(gone) / len(c) if c else None,
            "special_contracts": len(specials),
            "mean_bid": sum(x["value"] for x in c) / len(c) if c else None,
            "latency_ms": {
                kind: {
                    "n": len(v),
                    "p50": percentile(sorted(v), 0.5),
                    "p95": percentile(sorted(v), 0.95),
                    "max": max(v),
                }
                for kind, v in sorted(lat.items())
            }
            | (
                {
                    "all": {
                        "n": len(allms),
                        "p50": percentile(allms, 0.5),
                        "p95": percentile(allms, 0.95),
                        "max": allms[-1],
                    }
                }
                if allms
                else {}
            ),
        }
    voids = sum(1 for d in deals for x in d["contracts"] if x.get("void"))
    out: dict[str, Any] = {
        "config": config,
        "deals": n,
        "paired_diff_per_deal": {
            "mean": mean,
            "sd": sd,
            "ci95": [lo, hi],
            "meaning": f"{names[0]} minus {names[1]}, per seat",
            # Deal by deal, so that two runs over the same deals can be paired.
            "by_deal": diffs,
        },
        "void_deals": voids,
        "bots": per_bot,
    }
    ms = list(matches)
    if ms:
        wins = [sum(1 for m in ms if m["winner_bot"] == b) for b in (0, 1)]
        seats = [sum(m["seats"][b] for m in ms) for b in (0, 1)]
        out["matches"] = {
            "played": len(ms),
            "wins": {names[b]: wins[b] for b in (0, 1)},
            "win_rate": {names[b]: wins[b] / len(ms) for b in (0, 1)},
            "seat_share": {names[b]: seats[b] / max(1, sum(seats)) for b in (0, 1)},
        }
    return out


def summary_line(rep: dict[str, Any]) -> str:
    """One line that sums the report up."""
    cfg = rep["config"]
    a, b = cfg["bots"]
    d = rep["paired_diff_per_deal"]
    parts = [
        f"{cfg['profile']} {a} vs {b}: {d['mean']:+.1f} per deal "
        f"[95% {d['ci95'][0]:+.1f}, {d['ci95'][1]:+.1f}] over {rep['deals']} deals"
    ]
    for key, s in rep["bots"].items():
        name = key.split(":", 1)[1]
        succ = s["declarer_success"]
        gone = s["going_out_rate"]
        p95 = s["latency_ms"].get("all", {}).get("p95", 0.0)
        parts.append(f"{name}: made {_pct(succ)}, out {_pct(gone)}, p95 {p95:.1f} ms")
    if "matches" in rep:
        m = rep["matches"]
        parts.append("matches " + ", ".join(f"{k} {v:.0%}" for k, v in m["win_rate"].items()))
    return "; ".join(parts)


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{x:.0%}"


def play_task(
    profile: str, names: tuple[str, str], seed: int, kind: str, i: int
) -> dict[str, Any]:
    """One unit of a run: duplicate deal ``i`` (kind "deal") or match ``i`` (kind "match")."""
    if kind == "deal":
        return play_duplicate(profile, names, seed, i)
    return play_match(profile, names, seed, i)
