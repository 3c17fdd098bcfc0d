"""'Until your next turn' (611.2b), the text part: a P/T change (layer 7c) and the restrictions 'can't attack'
(508.1c) and 'can't block' (509.1a) of the objects named, ending as the controller's next turn begins. Data
only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    CANT_ATTACK_KW,
    CANT_BLOCK,
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    BasePTFromManaValue,
    DelayedEventTrigger,
    Each,
    Filter,
    ModifyPT,
    PreventDamageToOrBy,
    PTBoost,
    Trigger,
    Triggering,
    You,
)
from lithoform.compiler.values import VP, Unsupported, pt, replace, sequence

UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"  # ApplyContinuous.until (rules/turn/steps.py ends it)


class UntilNextTurnRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pump_until_your_next_turn(self, c: list) -> VP:
        p, t = pt(c[0])
        return VP(lambda what: ApplyContinuous((PTBoost(p, t),), what, UNTIL_YOUR_NEXT_TURN), "object", "pump")

    def cant_attack_until_your_next_turn(self, c: list) -> VP:
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_ATTACK_KW,)),), what,
                                               UNTIL_YOUR_NEXT_TURN), "object", "gain")

    def cant_attack_or_block_until_your_next_turn(self, c: list) -> VP:
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=(CANT_ATTACK_KW, CANT_BLOCK)),), what,
                                               UNTIL_YOUR_NEXT_TURN), "object", "gain")

    def unt_attack_head(self, c: list) -> Filter:
        """'Until your next turn, whenever a creature an opponent controls attacks, ...': 'it' in what follows is
        the attacking creature (508.1m)."""
        d = c[-1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("an attack trigger for something other than a creature")
        self.scope.last = Triggering()  # type: ignore[attr-defined]
        return d.filter()

    def until_next_turn_attack_sentence(self, c: list) -> list:
        """603.7a, 611.2b: a delayed triggered ability created as this resolves, triggering on each such attack until
        its controller's next turn begins (rules/turn/steps.py ends it then)."""
        effect = sequence(self._finish(c[1]))  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("attacks", filter=c[0]), effect, until=UNTIL_YOUR_NEXT_TURN)]

    def until_your_next_turn_sentence(self, c: list) -> list:
        """611.2b: 'Until your next turn, ...': every clause's continuous effect lasts until its controller's
        next turn begins; a clause without such an effect is refused."""
        out: list[Any] = []
        for e in self._finish(c[0], True):  # type: ignore[attr-defined]  # as if 'until end of turn,'
            if isinstance(e, ModifyPT):
                e = ApplyContinuous((PTBoost(e.power, e.toughness),), e.what, UNTIL_YOUR_NEXT_TURN)
            elif isinstance(e, ApplyContinuous) and e.until in ("end_of_turn", UNTIL_YOUR_NEXT_TURN):
                e = replace(e, until=UNTIL_YOUR_NEXT_TURN)
            else:
                raise Unsupported("'until your next turn,' before an instruction that isn't a continuous effect")
            out.append(e)
        return out

    def until_next_turn_becomes_mv_creature(self, c: list) -> list[Any]:
        """'Until your next turn, [object] becomes an artifact creature with power and toughness each equal to
        its mana value.' (Karn, the Great Creator): it keeps its other types (205.1b; it adds 'artifact
        creature', layer 4), and its power and toughness are set in layer 7b (613.4b) to its mana value ({X}
        is 0 on the battlefield, 202.3b; the card's ruling)."""
        what, kind = c
        if tuple(self._words(kind)) != ("artifact", "creature"):  # type: ignore[attr-defined]
            raise Unsupported("becoming something other than an artifact creature until your next turn")
        parts = (AddTypes(("Artifact", "Creature")), BasePTFromManaValue())
        return [ApplyContinuous(parts, what, UNTIL_YOUR_NEXT_TURN)]

    # 615.1a, 611.2b: 'Until your next turn, prevent all damage [object] would deal.' and the like: the objects named
    # as it resolves (400.7), a player ('to you'), never a group (a group's prevention isn't locked in, 615.1)

    def _unt_prevent(self, c: list, to: bool, by: bool) -> PreventDamageToOrBy:
        combat = c[0] is True
        what = c[-1]
        if isinstance(what, Each) or (by and isinstance(what, You)):
            raise Unsupported("'until your next turn, prevent all damage' of a group")
        return PreventDamageToOrBy(to=what if to else None, by=what if by else None, combat_only=combat,
                                   until=UNTIL_YOUR_NEXT_TURN)

    def unt_prevent_by(self, c: list) -> PreventDamageToOrBy:
        return self._unt_prevent(c, False, True)

    def unt_prevent_to(self, c: list) -> PreventDamageToOrBy:
        return self._unt_prevent(c, True, False)

    def unt_prevent_to_and_by(self, c: list) -> PreventDamageToOrBy:
        return self._unt_prevent(c, True, True)

    def until_next_turn_prevention(self, c: list) -> list[Any]:
        return [c[0]]


TRANSFORMER = UntilNextTurnRules
