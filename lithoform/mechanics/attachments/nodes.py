"""Attachments (701.3): the mechanic adds no node of its own: 'attach [object] to [object]' is the core's
Attach effect, and 'whenever equipped creature attacks' the core's Trigger('attacks', equipped=True), whose
subject is the permanent the source is attached to (rules/triggers/matching.py)."""

from __future__ import annotations
