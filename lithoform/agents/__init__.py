"""Agents: players that choose among the legal actions."""

from .random_agent import RandomAgent

__all__ = ["RandomAgent"]
