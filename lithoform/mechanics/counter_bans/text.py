"""Counters that can't be put (122.5, 122.6, 810.10c), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.counter_bans.nodes import CantGetCounters, CantHaveCounters


class CounterBansRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cb_kind(self, c: list) -> str:
        return str(c[0])

    def st_group_cant_have_counters(self, c: list) -> CantHaveCounters:
        """'Creatures you control can't have -1/-1 counters put on them.' (122.5): continuously, of the
        permanents the description matches now (611.3a)."""
        affected: Any = c[0]
        kind = c[1] if len(c) > 2 else ""
        return CantHaveCounters(affected, kind, text=f"can't have {kind + ' ' if kind else ''}counters put on them")

    def st_self_cant_have_counters(self, c: list) -> CantHaveCounters:
        """'~ can't have counters put on it.' (Tatterkite)."""
        kind = c[0] if c and c[0] is not None else ""
        return CantHaveCounters(kind=kind, this=True, text=f"~ can't have {kind + ' ' if kind else ''}counters put on it")

    def st_counters_cant_be_put_on(self, c: list) -> CantHaveCounters:
        """'Counters can't be put on artifacts, creatures, enchantments, or lands.' (Solemnity; 122.6): no counters
        of any kind, on the permanents the description matches now, whoever controls them (611.3a)."""
        return CantHaveCounters(c[0], "", text="counters can't be put on them")

    def st_you_cant_get_counters(self, c: list) -> CantGetCounters:
        """'You can't get poison counters.' (Melira; 810.10c, 122.1f): its controller."""
        return self._cant_get("you", c)

    def st_players_cant_get_counters(self, c: list) -> CantGetCounters:
        """'Players can't get counters.' (Solemnity): every player."""
        return self._cant_get("players", c)

    def _cant_get(self, who: str, c: list) -> CantGetCounters:
        # every way a player gets counters asks PLAYER_COUNTERS_FORBIDDEN: poison (122.1f: infect damage,
        # proliferate, 'gets a poison counter') and energy (122.1, mechanics/energy); '' is any kind
        kind = next((x for x in c if x is not None), "")
        if kind not in ("", "poison", "energy"):
            raise Unsupported(f"players that can't get {kind} counters")  # (experience etc. aren't kept)
        return CantGetCounters(who, kind, text=f"{who} can't get {kind + ' ' if kind else ''}counters")


TRANSFORMER = CounterBansRules
