"""Cycles are collected on the GUI thread only (app/gc_guard.py): with the guard in
place automatic collection is off, so a thread that allocates a lot (a bot, a
hint, a review) never destroys a window or dialog of the GUI thread; the
guard's timer collects on the GUI thread instead."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtWidgets import QApplication, QWidget

from binokel_desktop.app.gc_guard import install


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the cyclic collector frees it


def test_a_cycle_holding_a_widget_is_freed_on_the_gui_thread_only(qtbot):
    guard = install(QApplication.instance())
    assert not gc.isenabled()
    node = Node()
    node.widget = QWidget()
    freed_on: list[str] = []
    ref = weakref.ref(node, lambda _r: freed_on.append(threading.current_thread().name))
    del node

    def busy() -> None:
        # Far past every threshold: with automatic collection on, this thread
        # would collect the cycle (and destroy the widget) here.
        for _ in range(200_000):
            Node()

    worker = threading.Thread(target=busy, name="bot")
    worker.start()
    worker.join()
    assert ref() is not None and freed_on == []
    qtbot.waitUntil(lambda: ref() is None, timeout=5_000)  # the guard's timer
    assert freed_on == [threading.current_thread().name]
    assert guard.timer.isActive()


def test_what_a_bot_thread_is_done_with_is_dropped_on_the_gui_thread(qtbot):
    from PySide6.QtCore import QObject

    from binokel_desktop.app.jobs import BotThread

    install(QApplication.instance())
    obj = QObject()
    freed_on: list[str] = []
    weakref.finalize(obj, lambda: freed_on.append(threading.current_thread().name))
    thread = BotThread("bot")
    # The call's argument is the last reference once the test lets go of it.
    done = thread.submit(lambda o: o.objectName(), obj)
    del obj
    assert done.result(timeout=10) == ""
    qtbot.waitUntil(lambda: bool(freed_on), timeout=5_000)
    assert freed_on == [threading.current_thread().name]
    thread.shutdown()
