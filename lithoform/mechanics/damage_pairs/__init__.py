"""Damage of different amounts to several recipients in one instruction (120.1)."""
