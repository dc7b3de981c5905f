"""README's developer commands are what .ci/run runs; its library list is what CI installs."""

from __future__ import annotations

import re
import shlex

from packaging_testkit import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
# CI installs these besides the README's libraries: the README's starting point.
CI_ONLY = {"python3", "python3-venv", "git"}


def sh_blocks(text: str) -> list[str]:
    """The ```sh blocks of a Markdown text."""
    return re.findall(r"```sh\n(.*?)```", text, re.S)


def ci_commands() -> list[str]:
    """.ci/run's commands, continuation lines joined, comments dropped."""
    joined = CI.replace("\\\n", " ")
    return [" ".join(line.split()) for line in joined.splitlines()
            if line.strip() and not line.strip().startswith("#")]


def steps(command: str) -> list[str]:
    """The ``&&`` steps of a command line, without pip's and pytest's -q."""
    return [" ".join(w for w in shlex.split(step) if w != "-q") for step in command.split("&&")]


def test_readme_test_command_is_what_ci_runs() -> None:
    blocks = [b.strip() for b in sh_blocks(README)]
    test_command = next(b for b in blocks if "pytest" in b and "pip install -e" in b)
    ci_steps = [s for line in ci_commands() for s in steps(line)]
    wanted = steps(test_command)
    # Every step, in the README's order (lint and types may come between).
    positions = [ci_steps.index(step) for step in wanted]
    assert positions == sorted(positions), (wanted, ci_steps)


def test_readme_play_command_uses_the_same_venv() -> None:
    blocks = [b.strip() for b in sh_blocks(README)]
    play = next(b for b in blocks if b.endswith("&& binokel"))
    test_command = next(b for b in blocks if "pytest" in b and "pip install -e" in b)
    assert steps(play)[:2] == steps(test_command)[:2] == [
        "python3 -m venv .venv", ". .venv/bin/activate"]


def test_readme_libraries_are_what_ci_installs() -> None:
    readme_apt = next(b for b in sh_blocks(README) if "apt-get install" in b)
    readme_pkgs = set(readme_apt.split("apt-get install", 1)[1].split())
    ci_apt = next(line for line in ci_commands() if "apt-get install" in line)
    ci_pkgs = {w for w in ci_apt.split("apt-get install", 1)[1].split()
               if not w.startswith("-") and w != ">/dev/null"}
    assert readme_pkgs == ci_pkgs - CI_ONLY
    # The xcb platform's libraries (Qt >= 6.5 checks libxcb-cursor0 first).
    assert {"libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0",
            "libxcb-render-util0", "libxkbcommon-x11-0", "libxcb-shape0",
            "libxcb-randr0"} <= readme_pkgs
