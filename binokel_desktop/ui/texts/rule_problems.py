"""The reasons a rule set is refused, in the player's language (New Game dialog,
house-rules dialog).

The engine names each problem by a :class:`ProblemKind` and numbers
(engine/profile_checks); this module turns them into a sentence, naming the
options as the dialog labels them. A house-rule file's own faults
(:class:`HouseRuleError`) and a disk that refuses are told by kind too; the
English detail goes only to the log.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from ...app.house_rules import MAX_TITLE, HouseRuleError
from ...engine import Problem, ProblemKind, ProfileError
from .. import texts
from .qt import translate

log = logging.getLogger(__name__)


def _n(value: int | str) -> str:
    return texts.number(value) if isinstance(value, int) else value


def _seat_counts(values: tuple[int | str, ...]) -> str:
    counts = [_n(v) for v in values]
    if len(counts) == 1:
        return counts[0]
    #: joins two allowed player counts: "2 or 3"
    return texts.fill(translate("RuleProblem", "%1 or %2"), ", ".join(counts[:-1]),
                      counts[-1])


def problem_text(problem: Problem) -> str:
    """One refused rule as a sentence: the option's label, then why."""
    k, v = problem.kind, problem.values
    label = texts.option_label(problem.options[0])
    reason: str
    if k is ProblemKind.OUTSIDE_RANGE:
        #: %1 is the value set, %2 and %3 the lowest and highest allowed
        reason = texts.fill(
            translate("RuleProblem", "%1 is outside %2–%3"), _n(v[0]), _n(v[1]), _n(v[2]))
    elif k is ProblemKind.ABOVE_OTHER:
        #: %1 is the value set, %2 the label of another rule, %3 that rule's value
        reason = texts.fill(translate("RuleProblem", "%1 is above “%2” (%3)"), _n(v[0]),
                            texts.option_label(problem.options[1]), _n(v[1]))
    elif k is ProblemKind.NO_RANKS:
        reason = translate("RuleProblem", "the deck needs at least one rank")
    elif k is ProblemKind.DUPLICATE_RANK:
        reason = translate("RuleProblem", "each rank may appear once")
    elif k is ProblemKind.RANKS_MISSING:
        reason = translate("RuleProblem", "some of its ranks are not in the deck")
    elif k is ProblemKind.TALON_SEATS:
        reason = translate("RuleProblem", "the talon games have exactly 2 players, no teams and "
                   "no sitting-out dealer")
    elif k is ProblemKind.TEAMS_AND_SITTING_OUT:
        reason = translate("RuleProblem", "teams and a sitting-out dealer exclude each other")
    elif k is ProblemKind.SEATS_PLAIN:
        #: %1 is the number of players set, %2 the allowed numbers ("2 or 3")
        reason = texts.fill(translate("RuleProblem", "%1: a game without teams has %2 players"),
                            _n(v[0]), _seat_counts(v[1:]))
    elif k is ProblemKind.SEATS_TEAMS:
        reason = texts.fill(translate("RuleProblem", "%1: a game with teams has %2 players"),
                            _n(v[0]), _seat_counts(v[1:]))
    elif k is ProblemKind.SEATS_SITTING_OUT:
        reason = texts.fill(
            translate("RuleProblem", "%1: a game with a sitting-out dealer has %2 players"),
            _n(v[0]), _seat_counts(v[1:]))
    elif k in (ProblemKind.PACKET_COUNT, ProblemKind.PACKET_TARGET, ProblemKind.PACKET_SIZE):
        reason = translate("RuleProblem", "the deal is not possible")
    elif k is ProblemKind.HAND_VS_PACKETS:
        #: %1 is the hand size set, %2 the cards the deal gives each hand
        reason = texts.fill(translate("RuleProblem", "%1, but the deal gives each hand %2 cards"),
                            _n(v[0]), _n(v[1]))
    elif k is ProblemKind.DABB_VS_PACKETS:
        #: %1 is the dabb size set, %2 the cards the deal lays into the dabb
        reason = texts.fill(
            translate("RuleProblem", "%1, but the deal lays %2 cards into the dabb"),
                            _n(v[0]), _n(v[1]))
    elif k is ProblemKind.TALON_NO_DABB:
        reason = translate("RuleProblem", "the talon games have no dabb")
    elif k is ProblemKind.TALON_REST:
        #: %1 cards per hand, %2 cards left for the talon, %3 cards in the deck
        reason = texts.fill(
            translate("RuleProblem", "hands of %1 leave %2 of %3 cards for the talon; "
                              "it needs an even number, at least 2"), _n(v[0]), _n(v[1]), _n(v[2]))
    elif k is ProblemKind.DEAL_VS_DECK:
        #: %1 cards in the hands, %2 in the dabb, %3 in the deck
        reason = texts.fill(
            translate("RuleProblem", "the deal gives out %1 + %2 cards, the deck has %3"),
                            _n(v[0]), _n(v[1]), _n(v[2]))
    else:  # a rare reason with no kind of its own: a sentence, the English to the log
        log.warning("rule problem without a kind: %s", problem)
        reason = translate("RuleProblem", "this value cannot be played")
    #: %1 is a rule's label as the dialog shows it, %2 why it cannot be played
    return texts.fill(translate("RuleProblem", "%1: %2"), label, reason)


def refusal_text(problems: Sequence[Problem]) -> str:
    """"These rules cannot be played: Highest bid: 3,000 is outside 1–2,500; …"."""
    lines = [problem_text(p) for p in problems]
    return texts.translate("NewGame", "These rules cannot be played:") + " " + "; ".join(lines)


# HouseRuleError says what is wrong in English only; its sentences, by their start.
_HOUSE_RULE_KINDS = (
    ("not a Binokel house-rule file", "not a rule file"),
    ("house-rule file version", "newer version"),
    ("the rule set has no name", "no name"),
    ("the name is longer than", "name too long"),
    ("the rule set has no rules", "no rules"),
    ("unknown game", "unknown game"),
    ("the cards or the deal differ", "other cards"),
    ("the file is too large", "too large"),
    ("the file cannot be read", "unreadable"),
    ("not valid JSON", "not json"),
)


def house_rule_kind(exc: BaseException) -> str:
    """What is wrong with a house-rule set or file, as a key of :func:`house_rule_text`."""
    if isinstance(exc, ProfileError):
        return "rules"
    if isinstance(exc, OSError):
        return "disk"
    cause = exc.__cause__ or exc.__context__  # ``raise HouseRuleError(str(e)) from None``
    if isinstance(cause, ProfileError):
        return "rules"
    message = str(exc)
    for start, kind in _HOUSE_RULE_KINDS:
        if message.startswith(start):
            return kind
    return "bad value" if isinstance(exc, HouseRuleError) else "other"


def house_rule_text(exc: BaseException) -> str:
    """Why a house-rule set was not saved, exported or imported: a sentence in the
    player's language; the English reason goes to the log."""
    log.warning("house rules refused: %s", exc)
    kind = house_rule_kind(exc)
    if kind == "rules":
        profile_error = exc if isinstance(exc, ProfileError) else (exc.__cause__
                                                                   or exc.__context__)
        assert isinstance(profile_error, ProfileError)
        return refusal_text(profile_error.problems)
    if kind == "disk":
        return translate("HouseRuleProblem", "The file could not be written or read.")
    if kind == "not a rule file":
        return translate("HouseRuleProblem", "It is not a Binokel house-rule file.")
    if kind == "newer version":
        return translate("HouseRuleProblem", "It was made by a newer Binokel Desktop.")
    if kind == "no name":
        return translate("HouseRuleProblem", "The rule set has no name.")
    if kind == "name too long":
        #: %1 is the longest name allowed, in characters
        return texts.fill(translate("HouseRuleProblem", "The name is longer than %1 "
                                    "characters."), texts.number(MAX_TITLE))
    if kind == "no rules":
        return translate("HouseRuleProblem", "The file holds no rules.")
    if kind == "unknown game":
        return translate("HouseRuleProblem", "It is made for a game this program does not know.")
    if kind == "other cards":
        return translate("HouseRuleProblem", "The cards or the deal differ from the game these "
                         "rules are based on; house rules change the rules, not the cards.")
    if kind == "too large":
        return translate("HouseRuleProblem", "The file is too large to be a rule set.")
    if kind == "unreadable":
        return translate("HouseRuleProblem", "The file cannot be read.")
    if kind == "not json":
        return translate("HouseRuleProblem", "It is damaged or not a house-rule file.")
    return translate("HouseRuleProblem", "One of its rules has a name or a value this program "
                     "does not know.")
