"""Detain (701.35a): the mechanic's data (no tree node of its own). Data: imports only cards/.

A detained permanent gets the restriction keywords the engine keeps for resolving effects (cards/nodes/continuous:
'can't attack', 'can't block', 509.1a, 508.1c) and this one, read by the activation-ban hook (602.5), until its
detainer's next turn (611.2b)."""

from __future__ import annotations

DETAINED = "detained: its activated abilities can't be activated"
