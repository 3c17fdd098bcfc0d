"""Attachments (701.3), their text part: 'attach ~ to target creature you control' (701.3a) and 'whenever
equipped (enchanted) creature attacks' (508.1m, 301.5, 303.4). Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from lithoform.cards.builders import equip
from lithoform.cards.tree import (
    AddAbilities,
    Attach,
    Created,
    CreateToken,
    Filter,
    StaticEffect,
    TargetSpec,
    This,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Triggering,
)
from lithoform.cards.trigger_events import UNATTACHED
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import VP, Unsupported, mana, replace

# 702.92a: 'a 0/0 black Phyrexian Germ creature token' (111.4: named after its subtype)
GERM = TokenSpec("Phyrexian Germ Token", ("Creature",), ("Phyrexian", "Germ"), ("B",), 0, 0)


def living_weapon() -> TriggeredAbility:
    """702.92a: 'When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach
    this Equipment to it.'"""
    return TriggeredAbility(
        trigger=Trigger("enters", this=True),
        effect=CreateToken(GERM, then=(Attach(This(), Created()),)),
        keyword="Living weapon",
        text="Living weapon",
    )

_ATTACHED = {"equipped": "Equipment", "enchanted": "Aura"}


class AttachmentRules:
    """Transformer rules of attaching."""

    face_subtypes: tuple[str, ...]

    def attach_to(self, c: list) -> VP:
        """701.3a: 'attach ~ to target creature you control' / 'attach it to ...': this Equipment or Aura (or
        what 'it' stands for) becomes attached to the object (701.3b: not to an illegal one)."""
        what, to = c
        if not isinstance(what, This | Triggering) and type(what).__name__ not in ("It", "Created"):
            raise Unsupported("attaching something other than this permanent or 'it'")
        if isinstance(what, This) and not {"Equipment", "Aura"} & set(self.face_subtypes):
            raise Unsupported("attaching a permanent that isn't an Equipment or an Aura")
        if what == to:  # 301.5c, 303.4d: never to itself ('attach ~ to it' where 'it' isn't known)
            raise Unsupported("attaching a permanent to itself")
        return VP(lambda who: Attach(what, to), "you", "attach")

    def attach_self_to_it(self, c: list) -> VP:
        """701.3a: 'attach ~ to it', 'it' being what the text named before (the token just created)."""
        return self.attach_to([This(), self.scope.it()])  # type: ignore[attr-defined]

    def kw_living_weapon(self, c: list) -> TriggeredAbility:
        """'Living weapon' (702.92a), on an Equipment."""
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("living weapon on a card that isn't an Equipment")
        return living_weapon()

    def kw_equip_only(self, c: list) -> object:
        """'Equip legendary creature {3}', 'Equip Citizen {1}' (702.6c): equip, targeting only such a creature
        you control ('Equip [quality]' of a creature type alone: a creature of that type)."""
        if "Equipment" not in self.face_subtypes:
            raise Unsupported("equip on a card that isn't an Equipment")
        words = self._words(c[0])  # type: ignore[attr-defined]
        d = describe_or_fail(list(words))
        f = d.filter()
        if not f.types and f.subtypes and not d.noun:  # 'Equip Citizen': a Citizen creature (702.6c)
            f = replace(f, types=("Creature",))
        if f.types != ("Creature",) or d.controller is not None or d.other:
            raise Unsupported(f"equip {' '.join(words)}")
        cost = mana(c[1])
        base = equip(cost)
        spec = TargetSpec("creature", replace(f, controller="you", types=()))
        return replace(base, targets=(spec,), text=f"Equip {' '.join(words)} {cost}")

    def trig_attached_attacks(self, c: list) -> Trigger:
        """508.1m: 'Whenever equipped (enchanted) creature attacks': the subject is the creature this is
        attached to as it is declared an attacker."""
        word = str(c[0])
        self._only(c[1], "creature")  # type: ignore[attr-defined]
        if _ATTACHED[word] not in self.face_subtypes:
            raise Unsupported(f"'{word} creature' on a card that isn't an {_ATTACHED[word]}")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        self.scope.attacker_event = True  # type: ignore[attr-defined]  # 'defending player': the one it attacks
        return Trigger("attacks", equipped=True)

    def trig_self_unattached(self, c: list) -> Trigger:
        """'Whenever ~ becomes unattached from a permanent' (603.2e, 603.10c): this Aura or Equipment stops being
        attached to a permanent (attached elsewhere, unattached by a state-based action, or leaving the
        battlefield itself); 'that permanent' is the one it was attached to."""
        self._only(c[0], "permanent")  # type: ignore[attr-defined]
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(UNATTACHED, this=True)

    def trig_attached_attacks_alone(self, c: list) -> Trigger:
        """506.5, 508.1m: 'Whenever equipped creature attacks alone': the creature this is attached to is the
        only creature declared as an attacker."""
        trigger = self.trig_attached_attacks(c)
        return Trigger("attack_with", equipped=True, min_attackers=1, alone=True) if trigger.equipped else trigger

    def st_group_have_equip_while(self, c: list) -> StaticEffect:
        """'Equipment you control have equip {0} as long as you control three or more artifacts.' (702.6a:
        each Equipment gets an equip ability of its own; 611.3a)"""
        group, cost, cond = c
        if group != Filter(subtypes=("Equipment",), controller="you"):
            raise Unsupported("an equip ability granted to something other than the Equipment you control")
        granted = AddAbilities(abilities=(equip(mana(cost)),))
        return StaticEffect((granted,), group, condition=self._while(cond))  # type: ignore[attr-defined]


TRANSFORMER = AttachmentRules
