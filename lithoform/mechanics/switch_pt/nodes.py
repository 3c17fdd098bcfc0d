"""Switching power and toughness (613.4d): no node of its own; the effect is the core's ApplyContinuous with
the layer-7d part SwitchPT (cards/nodes/continuous.py, applied by rules/continuous/layers.py)."""

from __future__ import annotations
