"""Cycling triggers (702.29c-d): the name of their trigger event. The triggers are plain `Trigger` nodes
(cards/nodes/abilities.py) with this event; no node of their own."""

from __future__ import annotations

CYCLED = "cycled"  # a card was discarded to pay the activation cost of a cycling ability (702.29c, 702.29f)
