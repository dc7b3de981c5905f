"""A virtual X screen with a window manager, driven as a person drives a laptop.

``XScreen`` starts Xvfb at a laptop's size and openbox on it (title bars, a
maximise button, placement as on a desktop), then offers what a person does:
click at screen coordinates, press keys (both through xdotool, so the X server
routes them exactly as a real mouse's), and look (a screenshot of the whole
screen as a Pillow image). ``Binokel`` runs the real ``binokel`` program on it
and reads what the program writes: its probe lines (``ui/probe.py``), its
stderr and the files in its data folder.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from PIL import Image, ImageGrab

REACTION = 0.45  # s: a person reads a changed screen at least this long before clicking
TOOLS = ("Xvfb", "openbox", "xdotool", "import", "xprop")


def missing_tools() -> list[str]:
    """The programs the journeys need that this machine lacks."""
    return [t for t in TOOLS if shutil.which(t) is None]


OPENBOX_RC = """<?xml version="1.0" encoding="UTF-8"?>
<openbox_config xmlns="http://openbox.org/3.4/rc">
  <margins><top>0</top><bottom>{bottom}</bottom><left>0</left><right>0</right></margins>
  <theme><name>Clearlooks</name></theme>
</openbox_config>
"""


class JourneyFailure(AssertionError):
    """What a person would have seen go wrong, with the screen saved beside it."""


_POLL = threading.Event()  # never set: its timed wait paces the polling


def wait_until(condition: Callable[[], Any], timeout: float, what: str,
               poll: float = 0.03) -> Any:
    """Wait for ``condition`` to return something true; fail with ``what`` after ``timeout``."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise JourneyFailure(f"waited {timeout:.0f} s for {what}")
        # A condition wait, as qtbot.waitUntil polls: the program runs in another process
        # and writes files, so there is no signal to wait on across the two.
        _POLL.wait(poll)


class XScreen:
    """Xvfb of ``width``×``height`` with openbox; a context manager.

    ``panel``: the height of a desktop panel along the bottom edge, which windows must
    keep clear of (openbox's margins: the free area shrinks as under a real panel).
    """

    def __init__(self, width: int, height: int, wm: bool = True, panel: int = 0) -> None:
        self.width, self.height, self.wm, self.panel = width, height, wm, panel
        self._config = tempfile.TemporaryDirectory()
        self.display = ""
        self._procs: list[subprocess.Popen[bytes]] = []

    def __enter__(self) -> XScreen:
        read, write = os.pipe()
        xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{self.width}x{self.height}x24",
             "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        self._procs.append(xvfb)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"
        if self.wm:
            rc = Path(self._config.name) / "rc.xml"
            rc.write_text(OPENBOX_RC.format(bottom=self.panel), encoding="utf-8")
            self._procs.append(subprocess.Popen(
                ["openbox", "--sm-disable", "--config-file", str(rc)], env=self.env(),
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            # openbox is ready when it has announced itself on the root window.
            wait_until(lambda: "window id" in self._xprop_root("_NET_SUPPORTING_WM_CHECK"),
                       10, "openbox to start")
        return self

    def __exit__(self, *exc: object) -> None:
        for proc in reversed(self._procs):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
        self._config.cleanup()

    def env(self) -> dict[str, str]:
        """The environment of a program on this screen."""
        env = dict(os.environ)
        env.update(DISPLAY=self.display, QT_QPA_PLATFORM="xcb")
        env.pop("WAYLAND_DISPLAY", None)
        return env

    def _xprop_root(self, prop: str) -> str:
        out = subprocess.run(["xprop", "-root", prop], env=self.env(), capture_output=True,
                             text=True, check=False)
        return out.stdout

    def xdotool(self, *args: str) -> str:
        """Run xdotool on this screen; its output."""
        out = subprocess.run(["xdotool", *args], env=self.env(), capture_output=True,
                             text=True, check=False, timeout=10)
        return out.stdout

    def click(self, x: int, y: int) -> None:
        """Move the mouse to (x, y) and click the left button, as a hand on a touchpad."""
        # No --sync: xdotool waits for ever when the pointer is already there.
        self.xdotool("mousemove", str(x), str(y))
        self.xdotool("click", "1")

    def key(self, *keys: str) -> None:
        """Press keys (xdotool names: Return, ctrl+n, F1, h …) on the focused window."""
        if not self.wm:
            # Without a window manager X gives the keys to the window under the pointer.
            self.xdotool("mousemove", str(self.width // 2), str(self.height // 2))
        self.xdotool("key", "--delay", "40", *keys)

    def shot(self) -> Image.Image:
        """The whole screen as a person sees it now."""
        try:
            # Straight from the X server: about 10 ms a frame where ImageMagick's import
            # took 0.5-2 s on a busy machine (too slow to judge a 1 s wait on frames).
            return ImageGrab.grab(xdisplay=self.env()["DISPLAY"]).convert("RGB")
        except OSError:  # a Pillow built without XCB
            out = subprocess.run(["import", "-window", "root", "png:-"], env=self.env(),
                                 capture_output=True, check=True, timeout=10)
            return Image.open(io.BytesIO(out.stdout)).convert("RGB")


def _contains(outer: list[int], inner: list[int]) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1]
            and inner[0] + inner[2] <= outer[0] + outer[2]
            and inner[1] + inner[3] <= outer[1] + outer[3])


def complete_lines(path: Path, offset: int) -> tuple[list[str], int]:
    """The whole lines of ``path`` after byte ``offset``, and the offset after them.

    The program may be part-way through writing a line, even through one
    character's bytes (a long line leaves its buffer in several writes), so
    only bytes up to the last newline are decoded.
    """
    try:
        with path.open("rb") as f:
            f.seek(offset)
            data = f.read()
    except FileNotFoundError:
        return [], offset
    end = data.rfind(b"\n") + 1
    # split on "\n" alone: a text may hold U+2028, which splitlines() would cut at
    return data[:end].decode("utf-8").split("\n")[:-1], offset + end


class Binokel:
    """The real ``binokel`` process on an :class:`XScreen`, with its own data folder."""

    def __init__(self, screen: XScreen, data: Path, *args: str, shots: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.screen, self.data, self.args = screen, data, args
        self.shots = shots
        self.probe = data / "probe.jsonl"
        self.extra_env = env or {}
        self.proc: subprocess.Popen[bytes] | None = None
        self._seen = 0  # bytes of the probe file read
        self.states: list[tuple[float, dict[str, Any]]] = []
        self._shot_no = 0

    def start(self) -> Binokel:
        """Start the program; return once its window has been drawn with a game or dialog."""
        self.probe.unlink(missing_ok=True)
        self._seen = 0
        self.states = []
        env = self.screen.env()
        env.update(BINOKEL_PROBE=str(self.probe), **self.extra_env)
        exe = [sys.executable, "-m", "binokel_desktop.cli"]
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the process
        self.proc = subprocess.Popen([*exe, "--data-dir", str(self.data), *self.args],
                                     env=env, stdout=subprocess.DEVNULL, stderr=self._stderr)
        self.wait(lambda s: any(w["kind"] == "MainWindow" for w in s["windows"]), 30,
                  "the game window")
        return self

    def stderr(self) -> str:
        """What the program wrote to stderr so far."""
        self._stderr.seek(0)
        return self._stderr.read().decode(errors="replace")

    def stop(self) -> int:
        """Close the program (terminate if it will not); its exit code."""
        if self.proc is None:
            return 0
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        return self.proc.returncode

    def wait_exit(self, timeout: float = 15) -> int:
        """Wait for the program to end by itself; its exit code."""
        assert self.proc is not None
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.fail("the program did not quit")
            raise

    # -- what the program wrote -------------------------------------------------

    def _read(self) -> None:
        lines, self._seen = complete_lines(self.probe, self._seen)
        for line in lines:
            entry = json.loads(line)
            self.states.append((entry["t"], entry["state"]))

    def state(self) -> dict[str, Any]:
        """The last state the program wrote."""
        self._read()
        if not self.states:
            return {"windows": [], "buttons": []}
        return self.states[-1][1]

    def wait(self, condition: Callable[[dict[str, Any]], Any], timeout: float,
             what: str, may_end: bool = False) -> Any:
        """Wait until the program's state satisfies ``condition``; its value."""
        def check() -> Any:
            if may_end and self.proc is not None and self.proc.poll() is not None:
                return True
            if self.proc is not None and self.proc.poll() is not None:
                self.fail(f"the program ended (exit {self.proc.returncode}) while waiting "
                          f"for {what}:\n{self.stderr()[-3000:]}")
            return condition(self.state())
        try:
            return wait_until(check, timeout, what)
        except JourneyFailure as exc:
            self.fail(str(exc))
            raise

    def fail(self, message: str) -> None:
        """Raise a JourneyFailure with the screen and the last state saved beside it."""
        where = ""
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            path = self.shots / f"failure-{len(list(self.shots.glob('failure-*')))}.png"
            try:
                self.screen.shot().save(path)
                where = f" (screen saved as {path})"
            except (OSError, subprocess.SubprocessError):
                pass
        state = json.dumps(self.state(), ensure_ascii=False)[:2500]
        raise JourneyFailure(f"{message}{where}\nlast state: {state}")

    def save_shot(self, name: str) -> Image.Image:
        """A screenshot, kept under ``shots`` when given."""
        image = self.screen.shot()
        if self.shots is not None:
            self.shots.mkdir(parents=True, exist_ok=True)
            self._shot_no += 1
            image.save(self.shots / f"{self._shot_no:02d}-{name}.png")
        return image

    def autosave(self) -> dict[str, Any] | None:
        """The unfinished game the program keeps on disk, if any."""
        path = self.data / "autosave.json"
        if not path.exists():
            return None
        try:
            value = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None  # being replaced
        return value if isinstance(value, dict) else None

    # -- what a person does -----------------------------------------------------

    def main_window(self, state: dict[str, Any] | None = None) -> dict[str, Any]:
        """The game window's entry in a state."""
        state = state or self.state()
        return next(w for w in state["windows"] if w["kind"] == "MainWindow")

    def button(self, text: str | Callable[[str], bool], state: dict[str, Any] | None = None,
               window: str | None = None) -> dict[str, Any] | None:
        """A visible button whose text is ``text`` (or satisfies it)."""
        state = state or self.state()
        for b in state["buttons"]:
            ok = text(b["text"]) if callable(text) else b["text"] == text
            if ok and (window is None or b["window"] == window):
                return b
        return None

    def press(self, text: str | Callable[[str], bool], effect: Callable[[dict[str, Any]], Any],
              what: str, timeout: float = 20, window: str | None = None,
              may_end: bool = False) -> Any:
        """Click the button ``text`` where it is on screen; fail unless ``effect`` follows.

        A button that is only partly on screen (cut by the window or the screen) fails:
        a person sees half a button and cannot trust it. The click lands at the centre of
        the part that is shown.
        """
        b = self.wait(lambda s: self.button(text, s, window), timeout, f"a button {what}")
        if not b["enabled"]:
            b = self.wait(lambda s: (x := self.button(text, s, window)) and x["enabled"] and x,
                          timeout, f"the button {b['text']!r} to be enabled")
        # A person reads the screen before clicking: at least REACTION after it changed.
        self.settle()
        b = self.button(text, None, window) or b
        if not _contains(b["shown"], b["rect"]):
            self.fail(f"the button {b['text']!r} is cut: {b['rect']} of which only "
                      f"{b['shown']} is on screen")
        x, y, w, h = b["shown"]
        self.screen.click(x + w // 2, y + h // 2)
        try:
            return self.wait(effect, timeout, f"the effect of clicking {b['text']!r} ({what})",
                             may_end)
        except JourneyFailure:
            raise

    def quit(self, confirm: str) -> int:
        """Ctrl+Q, and ``confirm`` in the question if one comes; the exit code."""
        self.settle()
        self.screen.key("ctrl+q")
        asked = self.wait(lambda s: self.button(confirm, s, "QMessageBox") or None, 10,
                          "the quit question or the end", may_end=True)
        if isinstance(asked, dict):
            self.press(confirm, lambda s: False, "quit", window="QMessageBox", may_end=True)
        return self.wait_exit()

    def settle(self, quiet: float = REACTION) -> None:
        """Wait until the screen has not changed for ``quiet`` seconds (at most 5 s)."""
        def quiet_now() -> bool:
            self._read()
            return bool(self.states) and time.monotonic() - self.states[-1][0] >= quiet
        # A clock or an animation that never stops: act anyway after 5 s.
        with contextlib.suppress(JourneyFailure):
            wait_until(quiet_now, 5, "the screen to settle")

    def click_card(self, card: dict[str, Any]) -> None:
        """Click a card of the hand at the middle of its visible strip (its left part)."""
        x, y, w, h = card["rect"]
        self.screen.click(x + min(w // 2, 12), y + h // 2)


def frames(screen: XScreen, until: Callable[[], bool], limit: int = 400
           ) -> Iterator[tuple[float, float, Image.Image]]:
    """Screenshots one after another: (time before, time after, image)."""
    for _ in range(limit):
        if until():
            return
        before = time.monotonic()
        image = screen.shot()
        yield before, time.monotonic(), image
