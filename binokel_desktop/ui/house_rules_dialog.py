"""House rules of our own: every option of a game with a one-line explanation, saved
as the family's named game (chosen in the New Game dialog), exported and imported as
JSON; the regional variants of RULES.md as ready-made starting points."""

from __future__ import annotations

import typing
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..app.house_rules import HouseRuleBook, HouseRuleError, HouseRules, regional_sets
from ..app.store import Store
from ..engine import PROFILES, Problem, ProfileError, RuleProfile
from . import texts, theme
from .i18n import QT_TRANSLATE_NOOP
from .new_game_dialog import (
    changes_text,
    label_text,
    offered_options,
)
from .option_widgets import option_spin, option_values, option_widget
from .screen_fit import fit_size
from .texts.rule_problems import house_rule_text, refusal_text

# The ready-made sets' titles (app/house_rules.py writes them in English), each a
# text for the translators; a title not listed here is shown as it is.
REGIONAL_TITLES = {title: title for title in (
    QT_TRANSLATE_NOOP("HouseRules", "Bettel 500"),
    QT_TRANSLATE_NOOP("HouseRules", "Bettel 1000"),
    QT_TRANSLATE_NOOP("HouseRules", "Bettel 1500"),
    QT_TRANSLATE_NOOP("HouseRules", "Bettel, forehand leads"),
    QT_TRANSLATE_NOOP("HouseRules", "Grand Binokel 80"),
    QT_TRANSLATE_NOOP("HouseRules", "Going out: half the bid"),
    QT_TRANSLATE_NOOP("HouseRules", "Going out: +50"),
    QT_TRANSLATE_NOOP("HouseRules", "Game to 1000"),
    QT_TRANSLATE_NOOP("HouseRules", "No undertrumping"),
    QT_TRANSLATE_NOOP("HouseRules", "Contract on rounded points"),
    QT_TRANSLATE_NOOP("HouseRules", "Doubled melds twice the single"),
    QT_TRANSLATE_NOOP("HouseRules", "Rufen"),
    QT_TRANSLATE_NOOP("HouseRules", "Tournament penalties"),
    QT_TRANSLATE_NOOP("HouseRules", "Four hands: dealer +200"),
    QT_TRANSLATE_NOOP("HouseRules", "Going out: +40"),
    QT_TRANSLATE_NOOP("HouseRules", "Graduated eights"),
    QT_TRANSLATE_NOOP("HouseRules", "Beat the suit led after a ruff"),
    QT_TRANSLATE_NOOP("HouseRules", "Cross: partner's trick frees you"),
    QT_TRANSLATE_NOOP("HouseRules", "40 cards: trump before laying away"),
    QT_TRANSLATE_NOOP("HouseRules", "Altenburg: must win the last tricks"),
    QT_TRANSLATE_NOOP("HouseRules", "Bézique: bonus on the 24th trick"),
    QT_TRANSLATE_NOOP("HouseRules", "Bézique: quartets of four suits"),
    QT_TRANSLATE_NOOP("HouseRules", "Bézique: other bezique in ♠ and ♦"),
    QT_TRANSLATE_NOOP("HouseRules", "Bézique: brisques at once"),
    QT_TRANSLATE_NOOP("HouseRules", "Bézique: last trick's winner deals"),
)}


def regional_title(title: str) -> str:
    """A ready-made set's title in the current language."""
    source = REGIONAL_TITLES.get(title)
    return texts.translate("HouseRules", source) if source else title


class HouseRulesDialog(QDialog):
    """Edit, save, export and import the family's own rule sets."""

    def __init__(self, store: Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HouseRules")
        self.book = HouseRuleBook(store)
        self.profile: RuleProfile = PROFILES["grupp1994-3"]
        self.widgets: dict[str, QWidget] = {}
        self._changed: set[str] = set()  # the options the shown set changes
        translate = texts.translate
        self.setWindowTitle(translate("HouseRules", "House rules of our own"))
        root = QVBoxLayout(self)
        top = QFormLayout()
        self.start = QComboBox()
        self.start.setObjectName("StartFrom")
        top.addRow(translate("HouseRules", "Start from:"), self.start)
        self.title = QLineEdit()
        self.title.setMaxLength(40)
        self.title.setPlaceholderText(translate("HouseRules", "e.g. Grandma's rules"))
        top.addRow(translate("HouseRules", "Name of our game:"), self.title)
        root.addLayout(top)
        self.rules_area = QScrollArea()
        self.rules_area.setWidgetResizable(True)
        root.addWidget(self.rules_area, 1)
        # Rules that cannot be played are named here and marked where they are set
        # (as in the New Game dialog, issue 14); Save and Export wait until they can.
        self.problem_label = QLabel()
        self.problem_label.setObjectName("Problems")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(f"color: {theme.ink('bad')};")
        self.problem_label.hide()
        root.addWidget(self.problem_label)
        self.problems: tuple[Problem, ...] = ()
        self.message = QLabel()
        self.message.setObjectName("Message")
        self.message.setWordWrap(True)
        root.addWidget(self.message)
        row = QHBoxLayout()
        self.save_button = QPushButton(translate("HouseRules", "Save as our game"))
        self.delete_button = QPushButton(translate("HouseRules", "Delete"))
        self.export_button = QPushButton(translate("HouseRules", "Export…"))
        self.import_button = QPushButton(translate("HouseRules", "Import…"))
        for b in (self.save_button, self.delete_button, self.export_button, self.import_button):
            row.addWidget(b)
        row.addStretch(1)
        root.addLayout(row)
        buttons = QDialogButtonBox()
        close = buttons.addButton(translate("HouseRules", "Close"),
                                  QDialogButtonBox.ButtonRole.RejectRole)
        close.setObjectName("Close")
        buttons.rejected.connect(self.reject)
        root.addWidget(buttons)
        self.save_button.clicked.connect(lambda _=False: self.save())
        self.delete_button.clicked.connect(lambda _=False: self.delete())
        self.export_button.clicked.connect(lambda _=False: self.ask_export())
        self.import_button.clicked.connect(lambda _=False: self.ask_import())
        self.start.currentIndexChanged.connect(self._start_changed)
        self._fill_start()
        fit_size(self, 760, 640)

    # -- choices ----------------------------------------------------------------------

    def _fill_start(self, select: str = "") -> None:
        self.start.blockSignals(True)
        self.start.clear()
        for name in PROFILES:
            self.start.addItem(texts.profile_title(name), f"base:{name}")
        self.start.insertSeparator(self.start.count())
        for rules in regional_sets():
            label = texts.fill(texts.translate("HouseRules", "Ready-made: %1"),
                               regional_title(rules.title))
            self.start.addItem(label, f"regional:{rules.title}")
        saved = self.book.sets()
        if saved:
            self.start.insertSeparator(self.start.count())
        for rules in saved:
            label = texts.fill(texts.translate("HouseRules", "Ours: %1"), rules.title)
            self.start.addItem(label, f"ours:{rules.title}")
        index = self.start.findData(f"ours:{select}") if select else 0
        self.start.setCurrentIndex(max(0, index))
        self.start.blockSignals(False)
        self._start_changed(self.start.currentIndex())

    def _start_changed(self, index: int) -> None:
        data = self.start.itemData(index)
        if not isinstance(data, str):
            return  # a separator
        kind, key = data.split(":", 1)
        if kind == "base":
            self.show_rules(HouseRules("", PROFILES[key]))
        elif kind == "regional":
            rules = next(r for r in regional_sets() if r.title == key)
            self.show_rules(HouseRules(regional_title(rules.title), rules.profile))
        else:
            found = self.book.get(key)
            if found is not None:
                self.show_rules(found)
        self.delete_button.setEnabled(kind == "ours")

    def show_rules(self, rules: HouseRules) -> None:
        """Put a set in the editor: every option with its one-line explanation."""
        self.profile = rules.profile
        self.title.setText(rules.title)
        self.widgets = {}
        page = QWidget()
        box = QVBoxLayout(page)
        french = rules.profile.deck.french
        # What the set changes from its base game is said under the list and set in
        # bold, and the list opens at the first change (a Bettel value sits far down).
        self._changed = set(HouseRules(rules.title, rules.profile).changed_options())
        target = option_spin("target", rules.profile.scoring.target)
        self._add_row(box, "target", target, french, None)
        # The engine's option metadata (12§3) says which options a family may change
        # under this profile, and their ranges.
        for part, options in offered_options(rules.profile).items():
            group = QGroupBox(texts.part_name(part))
            inner = QVBoxLayout(group)
            for option in options:
                widget = option_widget(option.name, option.type, option.value, french)
                if isinstance(widget, QSpinBox) and option.minimum is not None \
                        and option.maximum is not None:
                    widget.setRange(option.minimum, option.maximum)
                    widget.setValue(int(option.value))
                self._add_row(inner, option.name, widget, french, option.type)
            box.addWidget(group)
        box.addStretch(1)
        self.rules_area.setWidget(page)
        self.message.setText(changes_text(rules.profile))
        first = next((n for n in self.widgets if n in self._changed), None)
        if first is not None:
            QTimer.singleShot(0, self, lambda w=self.widgets[first]:
                              self.rules_area.ensureWidgetVisible(w, 0, 60))
        self.check_rules()

    def _add_row(self, box: QVBoxLayout, name: str, widget: QWidget, french: bool,
                 hint: typing.Any) -> None:
        self.widgets[name] = widget
        widget.setObjectName(f"option-{name}")
        if isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self.check_rules)
        elif isinstance(widget, QCheckBox):
            widget.toggled.connect(self.check_rules)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self.check_rules)
        line = QHBoxLayout()
        changed = name in self._changed
        if isinstance(widget, QCheckBox):
            line.addWidget(widget, 1)
            shown: QWidget = widget
        else:
            label = QLabel(label_text(texts.option_label(name, french)))
            label.setBuddy(widget)
            line.addWidget(label, 1)
            line.addWidget(widget, 0)
            shown = label
        if changed:
            font = shown.font()
            font.setBold(True)
            shown.setFont(font)
        box.addLayout(line)
        explain = QLabel(texts.option_help(name))
        explain.setWordWrap(True)
        explain.setObjectName(f"help-{name}")
        explain.setStyleSheet(f"color: {theme.ink('muted')}; margin-left: 18px;")
        box.addWidget(explain)

    # -- the set as edited ------------------------------------------------------------

    def check_rules(self) -> None:
        """Mark the options that cannot be played together, say why, disable Save/Export.

        The rules are the engine's (engine/profile_checks), as in the New Game dialog.
        """
        try:
            self.profile.with_options(**option_values(self.widgets))
            problems: tuple[Problem, ...] = ()
        except ProfileError as exc:
            problems = exc.problems
        except (ValueError, TypeError):  # not expected from typed widgets; never a crash
            problems = ()
        self.problems = problems
        marked = {o for p in problems for o in p.options}
        for name, widget in self.widgets.items():
            bad = name in marked
            widget.setProperty("ruleProblem", bad)
            widget.setStyleSheet(f"background-color: {theme.ground('problem')};" if bad else "")
        self.problem_label.setText(refusal_text(problems) if problems else "")
        self.problem_label.setVisible(bool(problems))
        self.save_button.setEnabled(not problems)
        self.export_button.setEnabled(not problems)

    def rules(self) -> HouseRules:
        """The set the editor shows; ProfileError or HouseRuleError when it is not valid."""
        options = option_values(self.widgets)
        try:
            profile = self.profile.with_options(**options)
        except ProfileError:
            raise
        except (ValueError, TypeError) as exc:
            raise HouseRuleError(str(exc)) from None
        return HouseRules.from_dict(HouseRules(self.title.text().strip() or "?",
                                               profile).to_dict())

    def _say(self, text: str, bad: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {theme.ink('bad')};" if bad else "")

    def save(self) -> bool:
        """Save the edited set under its name; it then appears in the New Game dialog."""
        if not self.title.text().strip():
            self._say(texts.translate("HouseRules", "Give our game a name first."), bad=True)
            self.title.setFocus()
            return False
        try:
            rules = self.rules()
            self.book.save(rules)
        except (HouseRuleError, ProfileError, OSError) as exc:
            #: %1 says why in a sentence of its own
            self._say(texts.fill(texts.translate("HouseRules", "Not saved: %1"),
                                 house_rule_text(exc)), bad=True)
            return False
        self._fill_start(rules.title)
        self._say(texts.fill(texts.translate(
            "HouseRules", "Saved “%1”. Choose it under Game in the New Game dialog."),
            rules.title))
        return True

    def delete(self) -> None:
        """Delete the chosen saved set."""
        data = self.start.currentData()
        if isinstance(data, str) and data.startswith("ours:"):
            title = data.split(":", 1)[1]
            self.book.delete(title)
            self._fill_start()
            self._say(texts.fill(texts.translate("HouseRules", "Deleted “%1”."), title))

    def export_to(self, path: Path) -> bool:
        """Write the edited set to ``path``."""
        try:
            self.rules().write(path)
        except (HouseRuleError, ProfileError, OSError) as exc:
            #: %1 says why in a sentence of its own
            self._say(texts.fill(texts.translate("HouseRules", "Not exported: %1"),
                                 house_rule_text(exc)), bad=True)
            return False
        self._say(texts.fill(texts.translate("HouseRules", "Exported to %1."), str(path)))
        return True

    def import_from(self, path: Path) -> bool:
        """Read a set from ``path`` and keep it; a bad file is refused with the reason
        and nothing changes."""
        try:
            rules = HouseRules.read(path)
            self.book.save(rules)
        except (HouseRuleError, ProfileError, OSError) as exc:
            #: %1 says why in a sentence of its own
            self._say(texts.fill(texts.translate(
                "HouseRules", "The file was refused, nothing was changed: %1"),
                house_rule_text(exc)), bad=True)
            return False
        self._fill_start(rules.title)
        self._say(texts.fill(texts.translate("HouseRules", "Imported “%1”."), rules.title))
        return True

    def ask_export(self) -> None:
        """Export… with a file dialog."""
        name = (self.title.text().strip() or "house-rules").replace("/", "-")
        path, _ = QFileDialog.getSaveFileName(
            self, texts.translate("HouseRules", "Export house rules"), name + ".json",
            texts.translate("HouseRules", "House rules (*.json)"))
        if path:
            self.export_to(Path(path))

    def ask_import(self) -> None:
        """Import… with a file dialog."""
        path, _ = QFileDialog.getOpenFileName(
            self, texts.translate("HouseRules", "Import house rules"), "",
            texts.translate("HouseRules", "House rules (*.json)"))
        if path and not self.import_from(Path(path)):
            QMessageBox.warning(self, texts.translate("HouseRules", "Import house rules"),
                                self.message.text())

