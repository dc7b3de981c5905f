"""Medium with a knob of its rules changed, against a level as shipped (issue 29).

The ladder's Hard − Medium step on online-40 (+12.4) is short of the +15 asked,
while Medium − Easy is +90: a Medium weaker on purpose would space the levels
more evenly. This plays such a Medium (``RuleConfig`` fields changed with
``--set FIELD=VALUE``) against ``--against`` as shipped with ``binokel arena``
on duplicate deals and prints its report (A − B per deal, 95 % interval).

    python benchmarks/ai_medium_arena.py --profile online-40 --deals 300 --seed 7 \
        --against medium --set play_noise=0.1
"""

from __future__ import annotations

import argparse
import dataclasses

from ai_exact_arena import run_arena

from binokel_desktop.ai import _UNTIMED, LEVELS, rulebot


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--profile", default="online-40")
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--against", default="medium")
    ap.add_argument("--set", action="append", default=[], metavar="FIELD=VALUE",
                    help="a RuleConfig field of A (play_noise=0.1, bid_margin=20, counting=0)")
    ap.add_argument("--json", default="")
    args = ap.parse_args()
    changes: dict[str, object] = {}
    for item in args.set:
        field, value = item.split("=", 1)
        if not hasattr(rulebot.MEDIUM, field):
            raise SystemExit(f"no RuleConfig field {field!r}")
        kind = type(getattr(rulebot.MEDIUM, field))
        changes[field] = kind(float(value)) if kind is not bool else bool(int(value))
    config = dataclasses.replace(rulebot.MEDIUM, **changes)  # type: ignore[arg-type]

    def variant() -> rulebot.RuleBot:
        return rulebot.RuleBot("medium", config)

    # The workers are forked: they see this.
    LEVELS["medium-changed"] = _UNTIMED["medium-changed"] = variant
    run_arena(args, f"medium-changed,{args.against}")


if __name__ == "__main__":
    main()
