""""Can't be the target of spells or abilities your opponents control this turn" (115.4, 611.2; Vines of
Vastwood). A resolved spell's continuous effect records its controller and the objects it affects (611.2c);
while it lasts, a spell or ability controlled by an opponent of that controller can't target them (115.4,
601.2c), and one that already targets them finds the target illegal as it resolves (608.2b). The core asks
through TARGET_FORBIDDEN_TO (rules/hooks.py) with the targeting spell's or ability's controller."""

from __future__ import annotations

from lithoform.cards.tree import CantBeTargetedBy, CantBeTargetedByOpponents, GraveyardCardsCantBeTargeted
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.fit import characteristics_fit
from lithoform.state.model import GRAVEYARD, STACK, GameState, Obj


@hooks.TARGET_FORBIDDEN_TO.register
def cant_be_targeted_by_opponents(state: GameState, ref: int, controller: int) -> bool:
    """115.4: whether an effect says `ref` can't be the target of spells or abilities `controller` controls:
    the effect's controller's opponents (102.3) are barred; its controller and their teammates are not."""
    for e in state.effects:
        if ref in e.affected and e.controller != controller and any(
                isinstance(p, CantBeTargetedByOpponents) for p in e.parts):
            return True
    return False


def cant_be_targeted_by_source(state: GameState, ref: int, source: int) -> bool:
    """115.4: whether a static ability of permanent `ref` says it can't be the target of the spell `source` (a
    spell on the stack) or of an ability from `source` (as it is or last was, 608.2h): Fiendslayer Paladin."""
    bans = [a for pid, a in battlefield_abilities(state, CantBeTargetedBy) if pid == ref]
    if not bans:
        return False
    src, obj = state.known(source), state.known(ref)
    if src is None or obj is None:
        return False
    spell = isinstance(src, Obj) and src.zone == STACK
    c = chars(state, source)
    for a in bans:
        if (a.spells if spell else a.abilities) and not (a.opponents and src.controller == obj.controller) \
                and characteristics_fit(a.filter, c):
            return True
    return False


hooks.TARGET_FORBIDDEN.register(cant_be_targeted_by_source, needs=("CantBeTargetedBy",))


def graveyard_card_untargetable(state: GameState, card: int) -> bool:
    """115.4: a permanent's 'Cards in graveyards can't be the targets of spells or abilities.' (Ground Seal): a card
    in a graveyard of the kind it names can't be targeted while the permanent is on the battlefield."""
    obj = state.objects.get(card)
    if not isinstance(obj, Obj) or obj.zone != GRAVEYARD:
        return False
    return any(matches(state, a.filter, card, state.objects[pid].controller, pid)
               for pid, a in battlefield_abilities(state, GraveyardCardsCantBeTargeted))


hooks.CARD_TARGET_FORBIDDEN.register(graveyard_card_untargetable, needs=("GraveyardCardsCantBeTargeted",))
