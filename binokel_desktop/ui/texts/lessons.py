"""Learn to play (issue 30 §3): the words of each step of a lesson, and of its menu.

Each step of ``app/lessons.py`` has a title and two or three short sentences,
by the step's key; where the 40-card game differs (hold bidding, four cards in
the dabb) its own sentences come first. ``STEP_TERMS`` names the glossary
words a step uses, for the link to the F1 help.
"""

from __future__ import annotations

from ..i18n import QT_TRANSLATE_NOOP
from .qt import fill, number, translate
from .rules import bid_button_text

CONTEXT = "Lessons"

STEP_TITLES: dict[str, str] = {
    "bidding": QT_TRANSLATE_NOOP("Lessons", "Bidding"),
    "dabb": QT_TRANSLATE_NOOP("Lessons", "The dabb"),
    "dabb_shown": QT_TRANSLATE_NOOP("Lessons", "The dabb"),
    "lay_away": QT_TRANSLATE_NOOP("Lessons", "Laying away"),
    "trump": QT_TRANSLATE_NOOP("Lessons", "Naming trump"),
    "meld": QT_TRANSLATE_NOOP("Lessons", "Melding"),
    "lead": QT_TRANSLATE_NOOP("Lessons", "Leading a trick"),
    "follow": QT_TRANSLATE_NOOP("Lessons", "Following suit and heading"),
    "trump_in": QT_TRANSLATE_NOOP("Lessons", "Trumping and overtrumping"),
    "last_trick": QT_TRANSLATE_NOOP("Lessons", "The last trick"),
    "score": QT_TRANSLATE_NOOP("Lessons", "The score"),
}

STEP_TEXTS: dict[str, str] = {
    "bidding": QT_TRANSLATE_NOOP(
        "Lessons", "Whoever bids highest becomes the declarer and plays alone against the "
        "other two. Your cards are good: press “%1”. The others will pass."),
    "dabb": QT_TRANSLATE_NOOP(
        "Lessons", "You won the auction: you are the declarer. The three cards in the "
        "middle are the dabb, and they are yours: take them."),
    "lay_away": QT_TRANSLATE_NOOP(
        "Lessons", "Now lay away three cards face down: click them, then the button. Their "
        "points count for you at the end. Marked cards belong to melds: keep them."),
    "trump": QT_TRANSLATE_NOOP(
        "Lessons", "Name trump: that suit beats every other suit. Each button shows what "
        "your melds are worth with it."),
    "meld": QT_TRANSLATE_NOOP(
        "Lessons", "Show your melds: they are listed on your name plate, and they count "
        "once you win a trick. The others show theirs after you."),
    "lead": QT_TRANSLATE_NOOP(
        "Lessons", "You lead: play any card. The highest card of the suit led wins the "
        "trick, unless someone plays a trump."),
    "follow": QT_TRANSLATE_NOOP(
        "Lessons", "Follow suit: play a card of the suit led. If you can beat the best card "
        "in the trick, you must (heading). The lit cards are the ones you may play."),
    "trump_in": QT_TRANSLATE_NOOP(
        "Lessons", "You have no card of the suit led, so you must play a trump. If a trump "
        "lies there already, beat it if you can (overtrumping)."),
    "last_trick": QT_TRANSLATE_NOOP(
        "Lessons", "Your last card. Whoever wins the last trick scores 10 points more."),
    "score": QT_TRANSLATE_NOOP(
        "Lessons", "The deal is scored: the points in your tricks and your melds. The "
        "declarer needs at least the bid, or loses it twice. The bar at the top keeps the "
        "totals."),
}

# The 40-card game where it differs: hold bidding, four cards in the dabb, shown at once.
FORTY_TEXTS: dict[str, str] = {
    "bidding": QT_TRANSLATE_NOOP(
        "Lessons", "Whoever bids highest becomes the declarer. Forehand opens at 150; "
        "each bid is 10 more, and the one asked may hold or pass. Press Bid or Hold: the "
        "others will pass."),
    "dabb_shown": QT_TRANSLATE_NOOP(
        "Lessons", "You won the auction: you are the declarer. The four cards of the dabb "
        "are shown to everyone, then they go into your hand."),
    "lay_away": QT_TRANSLATE_NOOP(
        "Lessons", "Now lay away four cards face down: click them, then the button. Their "
        "points count for you at the end. Marked cards belong to melds: keep them."),
}

STEP_TERMS: dict[str, str] = {
    "bidding": QT_TRANSLATE_NOOP("Lessons", "bidding, declarer"),
    "dabb": QT_TRANSLATE_NOOP("Lessons", "dabb"),
    "dabb_shown": QT_TRANSLATE_NOOP("Lessons", "dabb"),
    "lay_away": QT_TRANSLATE_NOOP("Lessons", "laying away"),
    "trump": QT_TRANSLATE_NOOP("Lessons", "trump"),
    "meld": QT_TRANSLATE_NOOP("Lessons", "melds"),
    "lead": QT_TRANSLATE_NOOP("Lessons", "trick"),
    "follow": QT_TRANSLATE_NOOP("Lessons", "following suit, heading"),
    "trump_in": QT_TRANSLATE_NOOP("Lessons", "trumping, overtrumping"),
    "last_trick": QT_TRANSLATE_NOOP("Lessons", "the last trick"),
    "score": QT_TRANSLATE_NOOP("Lessons", "scoring"),
}


def step_title(key: str) -> str:
    """A step's title in the current language."""
    return translate(CONTEXT, STEP_TITLES[key])


def step_text(lesson: str, key: str, min_bid: int = 150) -> str:
    """A step's sentences in the current language (the 40-card game's own where they differ).

    The bidding step names the lowest bid's button as it reads ("Bid 150"): it said
    "press Bid", and the button called just "Bid" jumps to the value beside it.
    """
    source = FORTY_TEXTS.get(key) if lesson == "forty" else None
    text = translate(CONTEXT, source or STEP_TEXTS[key])
    return fill(text, bid_button_text(min_bid)) if "%1" in text else text


def help_link(key: str) -> str:
    """The line that opens the F1 help at the words a step uses."""
    #: a link under a lesson's step; %1 names the words ("dabb", "trump"), lower case
    return fill(translate("Lessons", "In the rules (F1): %1"),
                translate(CONTEXT, STEP_TERMS[key]))


def step_count(n: int, of: int) -> str:
    """"Learn to play · step 2 of 10"."""
    #: the small line above a lesson's step
    return fill(translate("Lessons", "Learn to play · step %1 of %2"), number(n), number(of))


def menu_entry() -> str:
    """The Game menu's entry."""
    return translate("Lessons", "&Learn to play…")


def next_button() -> str:
    """The box's button to the next step."""
    return translate("Lessons", "Next")


def done_button() -> str:
    """The last step's button: the lesson is finished."""
    return translate("Lessons", "Done")


def skip_button() -> str:
    """The box's button that ends the lesson (the game goes on)."""
    return translate("Lessons", "Skip lesson")


def choose_title() -> str:
    """The title of the question which lesson to play."""
    return translate("Lessons", "Learn to play")


def choose_text() -> str:
    """The question which lesson to play."""
    return translate("Lessons", "A short guided game against two easy computer players: each "
                                "step is explained as it comes. Which game do you want to "
                                "learn?")


def continue_button(game: str, step: int, of: int) -> str:
    """Continue the lesson stopped in: its game, the step reached."""
    #: %1 is a game ("Binokel for three"), %2 and %3 the step reached and the number of steps
    return fill(translate("Lessons", "Continue where you stopped: %1, step %2 of %3"), game,
                number(step), number(of))


def finished_text() -> str:
    """The words after the last step."""
    return translate("Lessons", "Well done: you have played your first deal. A new game "
                                "waits in the Game menu.")
