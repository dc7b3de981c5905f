"""Before a game in progress ends: what it keeps or loses, and the question.

Quitting keeps an autosaved game (the next start offers it); a new game or an
opened one replaces the autosave, so there the game is lost unless saved by name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from . import texts

if TYPE_CHECKING:
    from .main_window import MainWindow


def loss_text(window: MainWindow, why: str = "new") -> str:
    """What ending the game now (``why``: "quit", "new" or "open") keeps or loses."""
    # A finished deal (its summary is showing) is not "not finished".
    deal = texts.fill(texts.translate("Table", "Deal %1 is not finished."),
                      texts.number(window.view().deal_no + 1)
                      ) if window.unfinished_deal() else ""
    files = window.files
    # The scores on one line, never "Du 0 · Anna 0 ·" above a lone "Karl 0.".
    scores = texts.unbroken(window.score_line())
    if why == "quit" and files.keeper is not None and not files.save_failed:
        return (deal + "\n" if deal else "") + texts.fill(texts.translate(
            "Table", "The game is kept (%1): the next start offers to continue it."),
            scores)
    lost = texts.fill(texts.translate("Table", "The game so far will be lost: %1."),
                      scores)
    if why in ("new", "open") and files.keeper is not None:
        # The menu path as the menus are named now, in the current language, on one line.
        where = "\u00a0▸\u00a0".join(texts.unbroken(t.replace("&", "")) for t in (
            window.menus.menus["game"].title(), window.menus.acts["save_as"].text()))
        #: %1 is a menu path, e.g. "Game ▸ Save as…" (it ends in "…": no full stop after it)
        lost += "\n" + texts.fill(texts.translate("Table", "To keep it, save it first: %1"),
                                  where)
    return (deal + "\n" if deal else "") + lost


def confirm_abandon(window: MainWindow, why: str) -> bool:
    """Ask whether the game in progress may end ("quit", "new" or "open"); True: yes."""
    box = QMessageBox(window)
    box.setIcon(QMessageBox.Icon.Question)
    if why == "quit":
        box.setWindowTitle(texts.translate("Table", "Quit"))
        box.setText(texts.translate("Table", "Quit the game in progress?"))
        yes = box.addButton(texts.translate("Table", "Quit"),
                            QMessageBox.ButtonRole.DestructiveRole)
    elif why == "open":
        # Opening a saved game or a record (it asked under the title "New game").
        box.setWindowTitle(texts.translate("Table", "Open game"))
        box.setText(texts.translate("Table", "End the game in progress and open another?"))
        yes = box.addButton(texts.translate("Table", "End this game"),
                            QMessageBox.ButtonRole.DestructiveRole)
    else:
        box.setWindowTitle(texts.translate("Table", "New game"))
        box.setText(texts.translate("Table", "End the game in progress and start a new one?"))
        yes = box.addButton(texts.translate("Table", "End this game"),
                            QMessageBox.ButtonRole.DestructiveRole)
    box.setInformativeText(loss_text(window, why))
    keep = box.addButton(texts.translate("Table", "Keep playing"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    window.question = box
    box.exec()
    window.question = None
    return box.clickedButton() is yes
