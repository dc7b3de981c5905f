"""A family's own rule sets: a title and a profile with options, kept in the store
(``house_rules.json``), exported and imported as JSON files, and the regional
variants of RULES.md as ready-made sets.

A set is checked through :class:`RuleProfile` itself (``profile_from_dict``
names the bad option or value); a file that fails is refused with the reason
and nothing is changed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.profile import PROFILES, RuleProfile, profile_from_dict, profile_to_dict
from ..engine.profile_options import profile_options
from ..engine.profile_talon import BrisqueTiming, DealerRotation, LastTrick
from .store import (
    MAX_FILE_BYTES,
    JsonValue,
    Notice,
    NoticeKind,
    Store,
    atomic_write,
    read_regular,
)

FILE = "house_rules.json"
FORMAT = "binokel-house-rules"
VERSION = 1
MAX_TITLE = 40


class HouseRuleError(ValueError):
    """A rule set that cannot be used; the message says why."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """A named rule set: the family's title and the profile (a base profile's name
    with every option as the family plays it)."""

    title: str
    profile: RuleProfile

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (also the export file)."""
        return {"format": FORMAT, "version": VERSION, "title": self.title,
                "profile": profile_to_dict(self.profile)}

    def to_json(self) -> str:
        """The JSON text of an exported file."""
        return json.dumps(self.to_dict(), indent=1, sort_keys=True) + "\n"

    @staticmethod
    def from_dict(data: Any) -> HouseRules:
        """Read and check a set; HouseRuleError says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise HouseRuleError("not a Binokel house-rule file")
        if data.get("version") != VERSION:
            raise HouseRuleError(f"house-rule file version {data.get('version')!r} "
                                 "is not supported")
        title = data.get("title")
        if not isinstance(title, str) or not title.strip():
            raise HouseRuleError("the rule set has no name")
        if len(title) > MAX_TITLE:
            raise HouseRuleError(f"the name is longer than {MAX_TITLE} characters")
        body = data.get("profile")
        if not isinstance(body, dict):
            raise HouseRuleError("the rule set has no rules")
        base = body.get("name")
        # A name that is a list or an object is no game (and cannot be looked up: TypeError).
        if not isinstance(base, str) or base not in PROFILES:
            raise HouseRuleError(f"unknown game {_short(base)}")
        try:
            profile = profile_from_dict(body)
        except (ValueError, TypeError, KeyError, AttributeError, OverflowError,
                RecursionError) as exc:
            raise HouseRuleError(_short(exc, 200)) from None
        if profile.game is not PROFILES[base].game or profile.deck != PROFILES[base].deck \
                or profile.deal != PROFILES[base].deal:
            # Deck and deal make the game itself; a family changes its rules, not its cards.
            raise HouseRuleError(f"the cards or the deal differ from {base!r}")
        return HouseRules(title.strip(), profile)

    @staticmethod
    def read(path: Path) -> HouseRules:
        """Read an exported file; HouseRuleError (with the reason) if it cannot be used."""
        try:
            raw = read_regular(path, MAX_FILE_BYTES)  # never a FIFO, never past the limit
            if len(raw) > MAX_FILE_BYTES:
                raise HouseRuleError("the file is too large to be a rule set")
            data = json.loads(raw.decode("utf-8"))
        except HouseRuleError:
            raise
        except (OSError, UnicodeDecodeError) as exc:
            raise HouseRuleError(f"the file cannot be read: {exc}") from None
        except (ValueError, RecursionError) as exc:
            raise HouseRuleError(f"not valid JSON: {exc}") from None
        return HouseRules.from_dict(data)

    def write(self, path: Path) -> None:
        """Export to ``path`` (OSError if it cannot be written).

        Written beside it and put in place, so a FIFO chosen as the file is
        replaced, never opened (opening it for writing would wait for a reader).
        """
        atomic_write(path, self.to_json().encode("utf-8"))

    def changed_options(self) -> tuple[str, ...]:
        """The options (by name, in field order) in which this set differs from the
        base profile it names: what choosing it changes."""
        base = {o.name: o.value for o in profile_options(PROFILES[self.profile.name])}
        return tuple(o.name for o in profile_options(self.profile)
                     if base.get(o.name) != o.value)


@dataclass(frozen=True, slots=True)
class SkippedSet:
    """A saved entry this version cannot use: kept in the file as it is, not offered."""

    title: str  # its title as far as it has one, else "set N"
    reason: str


class HouseRuleBook:
    """The family's saved sets in the store, by title.

    An entry this version cannot read (an option a newer version wrote, a
    title too long …) is never dropped: it stays in the file exactly as it was
    read, through every save and delete, and :meth:`skipped` says which and why
    (also as one notice of the store).
    """

    def __init__(self, store: Store) -> None:
        self.store = store

    def _entries(self) -> list[tuple[JsonValue, HouseRules | SkippedSet]]:
        data = self.store.read_json(FILE) or {}
        entries = data.get("sets", [])
        if not isinstance(entries, list):
            self.store.repaired(FILE, "'sets' is not a list")
            return []
        out: list[tuple[JsonValue, HouseRules | SkippedSet]] = []
        for i, entry in enumerate(entries):
            try:
                out.append((entry, HouseRules.from_dict(entry)))
            except HouseRuleError as exc:
                out.append((entry, SkippedSet(_title_of(entry, i), str(exc))))
        skipped = [s for _, s in out if isinstance(s, SkippedSet)]
        if skipped:
            self.store.notice(Notice(
                FILE, NoticeKind.SKIPPED,
                "; ".join(f"{s.title}: {s.reason}" for s in skipped),
                tuple(s.title for s in skipped)))
        return out

    def sets(self) -> list[HouseRules]:
        """Every saved set this version can use."""
        return [s for _, s in self._entries() if isinstance(s, HouseRules)]

    def skipped(self) -> list[SkippedSet]:
        """The saved entries this version cannot use, each with the reason."""
        return [s for _, s in self._entries() if isinstance(s, SkippedSet)]

    def get(self, title: str) -> HouseRules | None:
        """The saved set of that title."""
        return next((s for s in self.sets() if s.title == title), None)

    def save(self, rules: HouseRules) -> None:
        """Add or replace the set of that title (OSError if the store cannot be written)."""
        HouseRules.from_dict(rules.to_dict())  # only valid sets are kept
        kept = [raw for raw, s in self._entries()
                if not (isinstance(s, HouseRules) and s.title == rules.title)]
        self.store.write_json(FILE, {"sets": [*kept, rules.to_dict()]})

    def delete(self, title: str) -> None:
        """Remove a saved set (the entries this version cannot read stay)."""
        kept = [raw for raw, s in self._entries()
                if not (isinstance(s, HouseRules) and s.title == title)]
        self.store.write_json(FILE, {"sets": kept})


def _short(value: object, limit: int = 40) -> str:
    text = repr(value) if not isinstance(value, BaseException) else str(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _title_of(entry: object, i: int) -> str:
    title = entry.get("title") if isinstance(entry, dict) else None
    if isinstance(title, str) and title.strip():
        clean = "".join(c for c in title.strip() if ord(c) >= 32)
        return clean if len(clean) <= MAX_TITLE else clean[:MAX_TITLE - 1] + "…"
    return f"set {i + 1}"


def regional_sets() -> list[HouseRules]:
    """The regional variants of RULES.md as ready-made sets (titles in English; the
    dialogs translate them)."""
    g3 = PROFILES["grupp1994-3"]
    g4 = PROFILES["grupp1994-4"]
    bz = PROFILES["bezique-2"]
    return [
        HouseRules("Bettel 500", g3.with_options(bettel=True, bettel_value=500)),
        HouseRules("Bettel 1000", g3.with_options(bettel=True, bettel_value=1000)),
        HouseRules("Bettel 1500", g3.with_options(bettel=True, bettel_value=1500)),
        HouseRules("Bettel, forehand leads",
                   g3.with_options(bettel=True, bettel_leader="forehand")),
        HouseRules("Grand Binokel 80", g3.with_options(grand_binokel_enabled=True)),
        HouseRules("Going out: half the bid", g3.with_options(go_out_by_half_bid=True)),
        HouseRules("Going out: +50", g3.with_options(go_out_bonus=50)),
        HouseRules("Game to 1000", g3.with_options(target=1000)),
        HouseRules("No undertrumping", g3.with_options(must_undertrump=False)),
        HouseRules("Contract on rounded points", g3.with_options(contract_check_on="rounded")),
        HouseRules("Doubled melds twice the single", g3.with_options(doubled_melds="twice")),
        HouseRules("Rufen", g3.with_options(rufen=True)),
        HouseRules("Tournament penalties", g3.with_options(strict_penalties=True)),
        HouseRules("Four hands: dealer +200", g4.with_options(sitting_out_dealer_bonus=200)),
        # [AMB-05] one app: each opponent gets 40 when the declarer goes out.
        HouseRules("Going out: +40", g3.with_options(go_out_bonus=40)),
        # [AMB-07] "many rules": eight Kings 800, Obers 600, Unters 400 (Aces 1000).
        HouseRules("Graduated eights", g3.with_options(eight_K=800, eight_O=600, eight_U=400)),
        # [AMB-43] some online rule sets: after a ruff, still beat the suit led if able.
        HouseRules("Beat the suit led after a ruff", g3.with_options(must_head_after_ruff=True)),
        # [AMB-41] some online Cross Binokel rule sets.
        HouseRules("Cross: partner's trick frees you",
                   PROFILES["kreuz-4"].with_options(partner_exemption=True)),
        # [AMB-44] some online rule sets: trump is named before laying away.
        HouseRules("40 cards: trump before laying away",
                   PROFILES["online-40"].with_options(trump_before_discard=True)),
        # [AMB-22] Pinochle and Bézique manners in the Altenburg game's last tricks.
        HouseRules("Altenburg: must win the last tricks",
                   PROFILES["altenburg-2"].with_options(phase2_must_head=True)),
        # [AMB-25] the bonus on the 24th trick, the last before the talon runs out.
        HouseRules("Bézique: bonus on the 24th trick",
                   bz.with_options(last_trick=LastTrick.END_OF_STOCK)),
        # [AMB-26] S4: a quartet needs one card of each suit.
        HouseRules("Bézique: quartets of four suits",
                   bz.with_options(quartets_distinct_suits=True)),
        # [AMB-27] S4, S14: with spades or diamonds trump, the bezique is Q♣ + J♥.
        HouseRules("Bézique: other bezique in ♠ and ♦",
                   bz.with_options(alt_bezique_for_black_red_trumps=True)),
        # [AMB-28], [AMB-29] Parlett: brisques count as each trick is won; the last
        # trick's winner deals.
        HouseRules("Bézique: brisques at once", bz.with_options(
            brisques_timing=BrisqueTiming.IMMEDIATE)),
        HouseRules("Bézique: last trick's winner deals", bz.with_options(
            dealer_rotation=DealerRotation.LAST_TRICK_WINNER)),
    ]
