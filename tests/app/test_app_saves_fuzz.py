"""1,000 mutated save files (seeded): each is refused with a message or loads
correctly; nothing crashes; no file is changed (bytes and modification time).
"""

from __future__ import annotations

import json
import os
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from binokel_desktop.app.saves import MAX_SAVE_BYTES, SaveError, read_save, save_bytes
from binokel_desktop.engine import replay

sys.path.insert(0, str(Path(__file__).parent))
from saves_kit import played  # noqa: E402

FILES = 1000
STRANGE: list[Any] = [None, True, -1, 0, 2**70, 1e308, "", "x" * 200, [], {}, [1, [2]],
                      {"a": {"b": None}}, "A-acorns", "Z-moons", -(10**30), 3.5, "NaN"]


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*path, i))
    return out


def _set(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = root
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return root


def mutate(rng: random.Random, base: bytes, other: bytes) -> tuple[str, bytes]:
    """One damaged or hostile version of ``base`` and the kind of damage."""
    kind = rng.choice(["truncate", "flip", "type", "huge", "nest", "version", "foreign",
                       "card", "option", "delete", "swap", "enormous", "garbage"])
    data = json.loads(base)
    if kind == "truncate":
        return kind, base[:rng.randrange(len(base))]
    if kind == "flip":
        out = bytearray(base)
        for _ in range(rng.randint(1, 8)):
            out[rng.randrange(len(out))] ^= 1 << rng.randrange(8)
        return kind, bytes(out)
    if kind == "garbage":
        return kind, bytes(rng.randrange(256) for _ in range(rng.randint(0, 500)))
    if kind == "enormous":
        return kind, base[:-2] + b', "pad": "' + b"x" * (MAX_SAVE_BYTES + 10) + b'"}'
    if kind == "nest":
        depth = rng.choice([100, 1000, 100_000])
        return kind, base[:-2] + b', "deep": ' + b"[" * depth + b"]" * depth + b"}"
    if kind == "version":
        data["version"] = rng.choice([0, 3, 99, -1, "2", None, 2.0, 10**50])
    elif kind == "foreign":
        data["record"]["actions"] = json.loads(other)["record"]["actions"]
    elif kind == "card":
        plays = [a for a in data["record"]["actions"] if "card" in a]
        rng.choice(plays)["card"] = rng.choice(["9-hearts", "Z-leaves", "", 5, None])
    elif kind == "option":
        part = rng.choice(["scoring", "auction", "melds", "deck"])
        data["record"]["profile"].setdefault(part, {})[
            rng.choice(["target", "bogus_rule", "min_bid", "ranks"])] = rng.choice(STRANGE)
    elif kind == "delete":
        path = rng.choice(_paths(data)[1:])
        parent = _set(data, (), data)
        for key in path[:-1]:
            parent = parent[key]
        del parent[path[-1]]
    else:  # "type" / "huge" / "swap": one value anywhere replaced
        path = rng.choice(_paths(data))
        if kind == "huge":
            value: Any = rng.choice([10**rng.randint(5, 4000), -(10**400), 1e308 * 10])
        elif kind == "swap":
            value = rng.choice(STRANGE)
        else:
            value = rng.choice(STRANGE)
        data = _set(data, path, value)
    return kind, json.dumps(data).encode()


def test_a_thousand_mutated_saves_are_refused_or_loaded_and_never_changed(tmp_path):
    rng = random.Random(15)
    base = save_bytes(played("grupp1994-3", seed=4, limit=70))
    other = save_bytes(played("online-40", seed=9, limit=70))
    outcome: Counter[str] = Counter()
    for n in range(FILES):
        kind, data = mutate(rng, base, other)
        path = tmp_path / f"{n:04d}-{kind}.json"
        path.write_bytes(data)
        os.utime(path, ns=(1_000_000_000, 1_000_000_000))
        try:
            save = read_save(path)
        except SaveError as exc:
            assert str(exc), kind
            outcome["refused"] += 1
        else:
            assert save.state == replay(save.record)  # loaded means: really playable
            outcome["loaded"] += 1
        assert path.read_bytes() == data, f"{path.name} was changed"
        assert path.stat().st_mtime_ns == 1_000_000_000, f"{path.name} was touched"
        path.unlink()  # keep the directory small (the enormous ones are 4 MB)
    assert outcome["refused"] + outcome["loaded"] == FILES
    assert outcome["refused"] > 600  # most damage is found, not silently accepted
    print(dict(outcome))
