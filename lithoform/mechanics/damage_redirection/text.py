"""Redirection effects (614.9), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import RefNode
from lithoform.cards.tree import DamageWhere
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.damage_redirection.nodes import (
    RedirectDamage,
    RedirectFromChosenSource,
    RedirectNextDamage,
)


def _ref(x: Any) -> Any:
    """An object or player reference ('~', 'target creature you control', 'any target'); not a description."""
    if not isinstance(x, RefNode):
        raise Unsupported("redirecting damage to or from something other than an object or player")
    return x


def redirect_where(to: list[tuple[str, Any]], by: list[tuple[str, Any]], noncombat: bool) -> tuple[DamageWhere, bool]:
    """The damage a redirection effect catches, from damage_prevention's (kind, value) pairs of recipients and
    sources ('you', 'self' (~ or the attached permanent), 'group'); and whether its '~' is the attached one."""
    where: dict[str, Any] = {"noncombat": noncombat}
    attached = any(v is True for k, v in (*to, *by) if k == "self")
    for k, v in to:
        if k == "self":
            where["to_self"] = True
        elif k == "you":
            where["to_you"] = True
        elif k == "group" and "to" not in where:
            where["to"] = v
        else:
            raise Unsupported("damage redirected from players or from two groups")
    for k, v in by:
        if k == "self":
            where["by_self"] = True
        else:
            where["by"] = v
    return DamageWhere(**where), attached


class DamageRedirectionRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def redirect_next_sentence(self, c: list) -> list:
        """614.9: 'The next 1 damage that would be dealt to ~ this turn is dealt to any target instead.'"""
        amount, source, to = c
        return [RedirectNextDamage(amount, _ref(source), _ref(to))]

    def redirect_next_time_chosen(self, c: list) -> RedirectFromChosenSource:
        """614.9, 609.7a: 'The next time a source of your choice would deal damage to you this turn, that damage is
        dealt to ~ instead.'"""
        refs = [x for x in c if isinstance(x, RefNode)]
        descs = [x for x in c if str(x).startswith("§")]
        source = self._source_filter(descs) if descs else None  # type: ignore[attr-defined]
        to, dest = refs[-2], refs[-1]
        return RedirectFromChosenSource(_ref(to), _ref(dest), source)

    def redirect_next_to(self, c: list) -> None:
        return None

    def rd_self(self, c: list) -> str:
        return "self"

    def rd_attached(self, c: list) -> str:
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported(f"'{word} creature' on a card that isn't an {wanted}")
        return "attached"

    def rd_attached_controller(self, c: list) -> str:
        return "attached_controller"

    def st_redirect_damage(self, c: list) -> RedirectDamage:
        """614.9: 'All damage that would be dealt to you is dealt to ~ instead.' (Empyrial Archangel): damage
        the recipients and sources describe, read as it would be dealt, is dealt to the destination instead."""
        kind = c[0] if isinstance(c[0], str) and c[0] in ("combat", "noncombat") else None
        parts = c[1:] if kind is not None or c[0] is None else c
        dest = parts[-1]
        to = parts[0]
        by = parts[1] if len(parts) == 3 else []
        where, attached = redirect_where(to, by or [], kind == "noncombat")
        if dest == "attached_controller" and not (where.to_self and attached and not where.to_you and where.to is None):
            raise Unsupported("'its controller' after something other than the enchanted creature")
        if dest == "self" and where.to_self and not attached:
            raise Unsupported("damage to ~ redirected to ~")
        if dest in ("attached", "attached_controller") and attached is False and dest == "attached_controller":
            raise Unsupported("'its controller' of no attached creature")
        if dest == "attached":
            if where.to_self:
                raise Unsupported("damage to the attached creature redirected to it")
            attached = True
        return RedirectDamage(where, dest=dest, attached=attached, combat_only=kind == "combat")


TRANSFORMER = DamageRedirectionRules
