"""Activated abilities' cost changes, the text part: 'abilities your opponents activate [that target ...]' and
'cost {N} more/less to activate'. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AbilityCostModifier, Filter
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Suffix, Unsupported, mana, replace


class AbilityCostChangesRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def sfx_opponents_activate(self, c: list) -> Suffix:
        return Suffix("opponents_activate")

    def sfx_you_activate_nonmana(self, c: list) -> Suffix:
        self._only(c[0], "abilities")  # type: ignore[attr-defined]
        return Suffix("you_activate_nonmana")

    def st_cost_floor_one(self, c: list) -> AbilityCostModifier:
        """'... cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.'"""
        a = c[0]
        if not isinstance(a, AbilityCostModifier) or not a.less:
            raise Unsupported("'this effect can't reduce the mana ...' after something other than a cost reduction")
        return replace(a, floor_one=True)

    def st_abilities_of_cost(self, c: list) -> AbilityCostModifier:
        """'Activated abilities of creatures [you control] cost {1} less to activate.' (Heartstone): every
        activated ability of such a permanent, mana abilities too (605.3a). 'cost up to {2} less' (Training Grounds):
        the whole reduction (the player would choose it; a smaller one is never cheaper)."""
        of = c[1]
        self._only(c[0], "activated abilities")  # type: ignore[attr-defined]
        if of.noun not in ("", "permanent") or of.zone != "battlefield" or of.stack_kind is not None:
            raise Unsupported("activated abilities of something other than permanents")
        parts = [x for x in c[2:] if x is not None and not isinstance(x, UpTo)]
        return AbilityCostModifier(Filter(stack_kind="activated"), _symbols(parts[0]), less=str(parts[1]) == "less",
                                   of=of.filter(), mana_abilities=True)

    def acc_up_to(self, c: list) -> UpTo:
        return UpTo()

    def st_enchanted_abilities_cost(self, c: list) -> AbilityCostModifier:
        """'Enchanted artifact's activated abilities cost {2} less to activate.' (Power Artifact): those of the
        permanent the Aura is attached to, mana abilities too (605.3a)."""
        if str(c[0]).lower() != "enchanted":
            raise Unsupported("equipped [something]'s activated abilities")
        of, abilities = c[1], c[2]
        _activated_abilities(abilities)
        if of.noun not in ("", "permanent") or of.controller is not None:
            raise Unsupported("enchanted [something]'s activated abilities")
        return AbilityCostModifier(Filter(stack_kind="activated"), _symbols(c[3]), less=str(c[4]) == "less",
                                   of=of.filter(), enchanted=True, mana_abilities=True)

    def st_nonmana_abilities_cost(self, c: list) -> AbilityCostModifier:
        """'Activated abilities cost {2} more to activate unless they're mana abilities.' (Suppression Field):
        every player's abilities on the stack (a mana ability never is, 605.1a)."""
        _activated_abilities(c[0])
        if c[3].noun != "ability" or c[3].types or c[3].controller is not None:
            raise Unsupported("'unless they're mana [something]'")
        return AbilityCostModifier(Filter(stack_kind="activated"), _symbols(c[1]), less=str(c[2]) == "less")

    def st_abilities_cost(self, c: list) -> AbilityCostModifier:
        d: Desc = c[0]
        if d.noun != "ability" or d.stack_kind != "activated" or d.controller not in ("opponent", "you"):
            raise Unsupported("a cost change of abilities other than those your opponents activate")
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return AbilityCostModifier(d.filter(), symbols, less=str(c[2]) == "less")

    def st_equip_targeting_this_cost(self, c: list) -> AbilityCostModifier:
        """702.6a, 602.2b, 601.2f: 'Equip abilities you activate that target ~ cost {3} less to activate.': the
        equip abilities its controller activates with this permanent as their target (115.1); a reduction takes
        generic mana only (118.7a: its ruling, 'reduces only the generic mana in equip abilities')."""
        self._only(c[0], "abilities")  # type: ignore[attr-defined]
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return AbilityCostModifier(Filter(controller="you", stack_kind="activated"), symbols,
                                   less=str(c[2]) == "less", keyword="Equip", targeting_source=True)


def _activated_abilities(d: Desc) -> None:
    """'activated abilities' alone (no kind, controller or other quality)."""
    if d.noun != "ability" or d.stack_kind != "activated" or d.controller is not None or d.types or d.subtypes:
        raise Unsupported("a cost change of abilities other than every activated ability")


def _symbols(token: object) -> str:
    symbols = mana(token)
    if "{X}" in symbols.upper():
        raise Unsupported("a cost change of X")
    return symbols


class UpTo:
    """'cost up to {2} less' (Training Grounds): a marker."""


TRANSFORMER = AbilityCostChangesRules
