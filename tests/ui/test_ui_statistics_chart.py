"""The statistics chart draws a negative average as a bar below the zero line (issue 23
§2.10: it was drawn as zero, no bar at all)."""

from __future__ import annotations

from binokel_desktop.ui.statistics_window import BAR_COLOURS, BarChart


def bar_rows(image, x: int) -> list[int]:
    """The rows where column ``x`` shows the first series' bar colour."""
    colour = BAR_COLOURS[0].name()
    return [y for y in range(image.height()) if image.pixelColor(x, y).name() == colour]


def test_a_negative_average_is_a_bar_below_the_zero_line(qtbot):
    chart = BarChart()
    qtbot.addWidget(chart)
    chart.resize(400, 240)
    chart.set_data(["Anna", "Karl"], [("Average", [60.0, -30.0])])
    chart.show()
    qtbot.waitExposed(chart)
    image = chart.grab().toImage()
    group = (chart.width() - 16) / 2
    anna = bar_rows(image, int(8 + group / 2))
    karl = bar_rows(image, int(8 + group * 1.5))
    assert len(anna) > 20
    assert karl, "Karl's negative average has no bar"
    # Karl's bar hangs below the zero line where Anna's stands on it, half as long.
    assert min(karl) >= max(anna)
    assert abs(len(karl) - len(anna) / 2) <= 3
