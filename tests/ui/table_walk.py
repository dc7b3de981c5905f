"""Helpers of the table tests: a window at a given size, its decisions walked one by
one, and what each decision must offer (shared by the layout, keyboard and
pass-the-laptop tests; not a test module itself)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from PySide6.QtCore import QRect, QRectF
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QSpinBox,
    QToolButton,
    QWidget,
)

from binokel_desktop.app.setup import GameSetup, SeatSetup
from binokel_desktop.engine import Phase, SeatView
from binokel_desktop.engine.actions import (
    Announce,
    Bid,
    CallCard,
    ChooseTrump,
    Contract,
    Discard,
    GiveCard,
    GoOut,
    Hold,
    Pass,
    Play,
    ShowMelds,
    TakeDabb,
)
from binokel_desktop.engine.profile import PROFILES
from binokel_desktop.ui.main_window import MainWindow

TIMEOUT = 60_000
NAMES = ("You", "Anna", "Karl", "Lena")
# Screens of the issue, and the window each leaves for a program (title bar, borders).
SCREENS = ((1024, 600), (1280, 800), (1366, 768))


def window_size(screen: tuple[int, int]) -> tuple[int, int]:
    """The client size a window gets on ``screen`` (as ``screen_fit.fit_size`` gives it)."""
    from binokel_desktop.ui.screen_fit import FRAME_H, FRAME_W

    return screen[0] - FRAME_W, screen[1] - FRAME_H


def make_window(qtbot, profile_name: str, humans: tuple[bool, ...] | None = None, *,
                seed: int = 11, size: tuple[int, int] = (1008, 560),
                options: dict | None = None) -> MainWindow:
    """A window at ``size`` playing ``profile_name`` (with house-rule ``options``);
    ``humans`` says which seats are people."""
    profile = PROFILES[profile_name]
    if options:
        profile = profile.with_options(**options)
    n = profile.deal.seats
    humans = humans or tuple(i == 0 for i in range(n))
    seats = tuple(SeatSetup(NAMES[i], human=humans[i], level="easy") for i in range(n))
    window = MainWindow(GameSetup(profile, seats, "wuerttemberg", seed), seed=seed, speed="off")
    window.panel.guard_ms = 0  # clicks come at once, not a person's moment later
    window.pass_screen.guard_ms = 0
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    return window


def asked(window: MainWindow, *, lift: bool = True) -> SeatView | None:
    """The open question of a person at the table, once the table shows it.

    With ``lift`` a pass screen in the way is clicked away (the named person looks).
    """
    if window.pass_screen.isVisible():
        if lift:
            window.pass_screen.button.click()
        return None
    view = window.session.asked
    if view is None or window.controller is None or window.controller._busy:
        return None
    return view


def person_declares(qtbot, window: MainWindow) -> SeatView | None:  # noqa: ANN001
    """The person bids the lowest each time, takes the dabb, lays away; the view at trump."""
    while True:
        qtbot.waitUntil(lambda: asked(window) is not None or window.open_dialog() is not None,
                        timeout=TIMEOUT)
        view = asked(window)
        if view is None:
            return None  # the deal ended without the person declaring
        if view.phase is Phase.TRUMP:
            return view
        legal = list(view.legal)
        bids = [a for a in legal if isinstance(a, Bid)]
        action = (bids[0] if bids else next(a for a in legal if isinstance(a, Pass))) \
            if view.phase is Phase.AUCTION else next(
                a for a in legal if isinstance(a, TakeDabb | Discard))
        window.submit(action)
        qtbot.waitUntil(lambda v=view: asked(window) is not v, timeout=TIMEOUT)



def declarer_at_trump(open_window, qtbot, store, size, *, bettel=True):  # noqa: ANN001, ANN201
    """A three-hand game (seed 4, Bettel allowed or not) whose person has declared and is
    at the trump step, where Durch, open Durch (and Bettel) are offered: (window, view)."""
    profile = PROFILES["grupp1994-3"].with_options(bettel=bettel)
    seats = tuple(SeatSetup(n, human=i == 0, level="easy")
                  for i, n in enumerate(("You", "Anna", "Karl")))
    window = open_window(store, GameSetup(profile, seats, "wuerttemberg", 4), 4,
                         size=size, quick_clicks=True)
    view = person_declares(qtbot, window)
    assert view is not None and Announce(Contract.DURCH) in view.legal
    return window, view


def decision_kind(view: SeatView) -> str:
    """A name for the kind of decision: the phase and what is offered."""
    kinds = sorted({type(a).__name__ for a in view.legal})
    return view.phase.value + ":" + "+".join(kinds)


def choose(view: SeatView, rng: random.Random) -> object:
    """A legal action that keeps the deal going (no going out) and visits many kinds."""
    legal = list(view.legal)
    holds = [a for a in legal if isinstance(a, Hold | Bid)]
    if holds and rng.random() < 0.45:
        return holds[0] if rng.random() < 0.7 else rng.choice(holds)
    if any(isinstance(a, Pass) for a in legal):
        return next(a for a in legal if isinstance(a, Pass))
    calm = [a for a in legal if not isinstance(a, GoOut | Announce)]
    return rng.choice(calm or legal)


def expected_controls(view: SeatView) -> int:
    """How many widgets the decision panel must show for ``view``."""
    legal = view.legal
    n = 0
    bids = [a for a in legal if isinstance(a, Bid)]
    n += 1 if bids else 0
    n += 2 if len(bids) > 1 else 0  # the spin box and its "Bid" button
    n += sum(1 for a in legal if isinstance(a, Pass | Hold | TakeDabb | Announce | ChooseTrump))
    n += 1 if any(isinstance(a, GoOut) for a in legal) else 0
    if any(isinstance(a, ShowMelds) for a in legal):
        n += len(getattr(view.detail, "melds_available", ())) + 1
    if any(isinstance(a, CallCard) for a in legal):
        n += 2  # the card list and its button
    if any(isinstance(a, Discard | GiveCard) for a in legal):
        n += 1  # the confirm button
    known = (Bid, Pass, Hold, TakeDabb, Announce, ChooseTrump, GoOut, ShowMelds, CallCard,
             Discard, GiveCard, Play)
    if view.phase.value not in ("auction", "discard", "give", "call", "trump", "meld", "dabb",
                                "play"):
        n += sum(1 for a in legal if not isinstance(a, known))
    return n


def rect_in(window: QWidget, widget: QWidget) -> QRect:
    """``widget``'s rectangle in ``window``'s coordinates."""
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def panel_problems(window: MainWindow, view: SeatView) -> list[str]:
    """Controls of the decision that are missing, hidden, disabled or outside the window."""
    panel = window.panel
    widgets = [w for w in panel._widgets]
    problems = []
    want = expected_controls(view)
    if len(widgets) != want:
        problems.append(f"{len(widgets)} controls, expected {want}")
    inside = window.rect()
    panel_rect = rect_in(window, panel)
    for w in widgets:
        name = _name(w)
        if not w.isVisible():
            problems.append(f"{name} hidden")
            continue
        r = rect_in(window, w)
        if not inside.contains(r) or not panel_rect.contains(r):
            problems.append(f"{name} at {r.getRect()} outside the window {inside.getRect()} "
                            f"or the panel {panel_rect.getRect()}")
        if w.width() < min(w.sizeHint().width(), 40) or w.height() < w.sizeHint().height() - 2:
            problems.append(f"{name} squeezed to {w.width()}x{w.height()}")
        if not w.isEnabled() and panel.confirm is not w:
            problems.append(f"{name} disabled")
    return problems


def go_out_menu_problems(window: MainWindow, view: SeatView) -> list[str]:
    """The going-out menu: one enabled entry per legal way out, each with its text, and
    the opened menu inside the screen."""
    outs = [a for a in view.legal if isinstance(a, GoOut)]
    if not outs:
        return []
    tools = [w for w in window.panel._widgets if isinstance(w, QToolButton) and w.menu()]
    if len(tools) != 1:
        return [f"{len(tools)} going-out menus"]
    button = tools[0]
    menu = button.menu()
    assert menu is not None
    entries = [a for a in menu.actions() if not a.isSeparator()]
    problems = []
    if len(entries) != len(outs):
        problems.append(f"going-out menu has {len(entries)} entries, {len(outs)} legal")
    problems += [f"going-out entry '{a.text()}' disabled or blank" for a in entries
                 if not a.isEnabled() or not a.text().strip()]
    menu.popup(button.mapToGlobal(button.rect().bottomLeft()))
    screen = button.screen().availableGeometry()
    if not menu.isVisible() or not screen.contains(menu.geometry()):
        problems.append(f"going-out menu at {menu.geometry().getRect()} outside the screen "
                        f"{screen.getRect()}")
    for a in entries:
        r = menu.actionGeometry(a)
        if not menu.rect().contains(r):
            problems.append(f"going-out entry '{a.text()}' at {r.getRect()} outside its menu")
    menu.hide()
    return problems


def _name(w: QWidget) -> str:
    if isinstance(w, QAbstractButton):
        return f"{type(w).__name__} '{w.text()}'"
    return type(w).__name__


def text_widgets(window: MainWindow) -> Iterator[QWidget]:
    """Visible widgets that show text in the main window (labels, buttons, boxes)."""
    kinds = (QLabel, QAbstractButton, QComboBox, QSpinBox)
    for w in window.findChildren(QWidget):
        if isinstance(w, kinds) and w.isVisible() and w.window() is window and \
                not isinstance(w.parentWidget(), QComboBox | QSpinBox) and \
                (not isinstance(w, QLabel) or w.text()):
            if isinstance(w, QToolButton) and w.parentWidget() is not None and \
                    type(w.parentWidget()).__name__ in ("QMenuBar", "QTabBar"):
                continue
            yield w


def overlapping_labels(window: MainWindow) -> list[str]:
    """Pairs of visible text widgets that overlap."""
    items = [(w, rect_in(window, w).adjusted(1, 1, -1, -1)) for w in text_widgets(window)]
    out = []
    for i, (a, ra) in enumerate(items):
        for b, rb in items[i + 1:]:
            if a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            if ra.intersects(rb):
                out.append(f"{_name(a)} {ra.getRect()} / {_name(b)} {rb.getRect()}")
    return out


# Groups that must lie apart from everything else (a hand and the trick may fan).
APART = ("plate", "melds", "pile", "discards", "dabb", "talon", "last")


def scene_overlaps(window: MainWindow) -> list[str]:
    """Name plates, meld groups and piles that cover one another, or lie off the table."""
    scene = window.scene
    assert scene is not None
    groups = {k: _union(v) for k, v in scene.card_rects().items()}
    plates = {f"plate:{s}": p.mapRectToScene(p.rect()) for s, p in enumerate(scene.plates)
              if p.isVisible()}
    table = QRectF(0, 0, scene.layout.width, scene.layout.height)
    out = []
    shrink = 1.0
    named = list(plates.items()) + list(groups.items())
    for i, (a, ra) in enumerate(named):
        if not table.adjusted(-1, -1, 1, 1).contains(ra):
            out.append(f"{a} {_r(ra)} off the table {_r(table)}")
        for b, rb in named[i + 1:]:
            if not (a.startswith(APART) or b.startswith(APART)):
                continue  # hands and the trick alone may touch (a fan of cards)
            if ra.adjusted(shrink, shrink, -shrink, -shrink).intersects(
                    rb.adjusted(shrink, shrink, -shrink, -shrink)):
                out.append(f"{a} {_r(ra)} covers {b} {_r(rb)}")
    return out


def _union(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


def _r(r: QRectF) -> tuple[int, int, int, int]:
    return int(r.x()), int(r.y()), int(r.width()), int(r.height())
