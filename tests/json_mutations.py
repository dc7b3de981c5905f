"""Seeded damage to JSON texts, shared by the record and rule-case fuzzers (issue 14).

``mutate(rng, text)`` returns one damaged copy: a value of the wrong type,
null, 1e400, NaN, a 5,000-digit number, a deleted or renamed key, a list for
an object, deep nesting, a duplicated or dropped action, a cut text …
"""

from __future__ import annotations

import json
import random
from typing import Any

JUNK: tuple[Any, ...] = (None, True, False, 0, -1, 7, 64, 2**70, -(2**70), 1.5, "", "x", "A-E",
                         "10♥", [], {}, [1, 2], {"a": 1}, [[[]]], "play", "bid",
                         "\ud800", "A-hearts\udfff")


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, path + (i,))
    return out


def _set(root: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = root
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    return root


def _get(root: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        root = root[key]
    return root


def _tree_mutation(rng: random.Random, data: Any) -> str:
    paths = _paths(data)
    path = rng.choice(paths)
    kind = rng.randrange(9)
    if kind == 0:
        data = _set(data, path, rng.choice(JUNK))
    elif kind == 1 and path:  # delete
        parent = _get(data, path[:-1])
        del parent[path[-1]]
    elif kind == 2:  # wrap in a list
        data = _set(data, path, [_get(data, path)])
    elif kind == 3:  # a dict becomes a list of its values
        node = _get(data, path)
        data = _set(data, path, list(node.values()) if isinstance(node, dict) else {"v": node})
    elif kind == 4:  # a number nudged
        node = _get(data, path)
        if isinstance(node, int) and not isinstance(node, bool):
            data = _set(data, path, node + rng.choice((-1, 1, 8, -64, 64, 10**6)))
        else:
            data = _set(data, path, rng.randint(-3, 70))
    elif kind == 5 and path and isinstance(_get(data, path[:-1]), dict):  # rename a key
        parent = _get(data, path[:-1])
        parent[str(path[-1]) + "_"] = parent.pop(path[-1])
    elif kind == 6:  # duplicate or drop an action
        acts = data.get("actions") if isinstance(data, dict) else None
        if isinstance(acts, list) and acts:
            i = rng.randrange(len(acts))
            acts.insert(i, acts[i]) if rng.random() < 0.5 else acts.pop(i)
    elif kind == 7:  # a string with a twist
        node = _get(data, path)
        if isinstance(node, str):
            data = _set(data, path, node[::-1] if rng.random() < 0.5 else node + "#9")
        else:
            data = _set(data, path, str(node))
    else:  # a special number spelled in the text below
        token = rng.choice(("1e400", "-1e400", "NaN", "Infinity", "9" * 5000, "1" + "0" * 400))
        text = json.dumps(_set(data, path, "@@TOKEN@@"))
        return text.replace('"@@TOKEN@@"', token)
    return json.dumps(data)


def mutate(rng: random.Random, text: str) -> str:
    """One damaged copy of a record's JSON text."""
    kind = rng.random()
    if kind < 0.08:  # cut short, or one character changed
        i = rng.randrange(len(text))
        cut = rng.random() < 0.5
        return text[:i] if cut else text[:i] + rng.choice('{}[],:"0a-') + text[i + 1 :]
    if kind < 0.11:  # deep nesting
        depth = rng.choice((1_000, 100_000))
        return "[" * depth + "]" * depth if rng.random() < 0.5 else (
            text[:-1] + ',"x":' + "[" * depth + "]" * depth + "}")
    data = json.loads(text)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        text = _tree_mutation(rng, data)
        try:
            data = json.loads(text)
        except ValueError:
            return text
    return text
