"""Hand order (issue 16): trumps first or last, high or low first, alternating colours,
remembered per player in the store."""

from __future__ import annotations

import random

from binokel_desktop.app.aids_store import AidSettings
from binokel_desktop.app.hand_order import RED, HandOrder
from binokel_desktop.app.store import Store
from binokel_desktop.engine.cards import Suit


def hand(seed: int) -> list[int]:
    return random.Random(seed).sample(range(64), 12)


def runs(cards: list[int]) -> list[int]:
    out: list[int] = []
    for c in cards:
        if not out or out[-1] != c >> 4:
            out.append(c >> 4)
    return out


def test_orders():
    for seed in range(50):
        cards = hand(seed)
        trump = Suit(seed % 4)
        suits = runs(HandOrder().sort(cards, trump))
        assert len(suits) == len(set(suits))  # each suit together
        if trump in suits:
            assert suits[0] == trump
            assert runs(HandOrder(trumps_first=False).sort(cards, trump))[-1] == trump
        high = HandOrder().sort(cards, trump)
        low = HandOrder(high_first=False).sort(cards, trump)
        assert runs(high) == runs(low)
        for s in set(suits):
            assert [c for c in high if c >> 4 == s] == sorted(c for c in cards if c >> 4 == s)
            assert [c for c in low if c >> 4 == s] == sorted(
                (c for c in cards if c >> 4 == s), reverse=True)
        alt = runs(HandOrder(alternate_colours=True).sort(cards, trump))
        reds = sum(s in RED for s in alt)
        if abs(reds - (len(alt) - reds)) <= 1 and len(alt) == 4 and trump in alt:
            # two of each colour and trumps first: the colours must alternate
            assert all((a in RED) != (b in RED) for a, b in zip(alt, alt[1:], strict=False))


def test_remembered_per_player_and_junk_is_the_default(tmp_path):
    settings = AidSettings(Store(tmp_path))
    settings.set_hand_order("You", HandOrder(trumps_first=False, alternate_colours=True))
    again = AidSettings(Store(tmp_path))
    assert again.hand_order("You") == HandOrder(trumps_first=False, alternate_colours=True)
    assert again.hand_order("Anna") == HandOrder()
    (tmp_path / "aids.json").write_text('{"schema": 1, "aids": {"hand_order": {"You": 5}}}')
    assert AidSettings(Store(tmp_path)).hand_order("You") == HandOrder()
    (tmp_path / "aids.json").write_text("{not json")
    assert AidSettings(Store(tmp_path)).hand_order("You") == HandOrder()
    assert not AidSettings(Store(tmp_path)).forced_cards
