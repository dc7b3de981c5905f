"""The New Game dialog's reasons a rule set is refused, in the player's language.

The engine names each problem by a :class:`ProblemKind` and numbers
(engine/profile_checks); this module turns them into a sentence, naming the
options as the dialog labels them.
"""

from __future__ import annotations

from ..engine.profile_checks import Problem, ProblemKind
from . import texts
from .texts import translate


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
    else:  # a rare reason with no kind of its own: the engine's English
        reason = problem.message
    #: %1 is a rule's label as the dialog shows it, %2 why it cannot be played
    return texts.fill(translate("RuleProblem", "%1: %2"), label, reason)
