"""Vehicles and crew (702.122): the mechanic adds no node of its own. Crew is an activated ability whose
cost taps creatures by their total power (TapCost.total_power, cards/nodes/costs.py) and whose effect makes
the Vehicle an artifact creature until end of turn (ApplyContinuous, AddTypes); see text.py."""

from __future__ import annotations

CREW = "Crew"  # the keyword of the crew ability (702.122a)
