"""CR 603.12: 'You may pay {2}{R}. When you do, it deals 3 damage to any target.' The payment is an optional
cost paid as the ability resolves (118.12); paying it triggers a reflexive ability, which is put on the stack
afterwards with targets of its own (mechanics/pay_reflexive)."""

from __future__ import annotations

from support import board, cast, life, pass_both, resolve_stack

from lithoform.cards.tree import PayOptional, TriggerReflexive
from lithoform.catalog.compiled import compiled


def _dragon_trigger():
    game = board({"hand": ["Sparktongue Dragon"], "battlefield": ["Mountain"] * 8})
    cast(game, "Sparktongue Dragon")
    pass_both(game)  # the Dragon resolves; its enters trigger goes on the stack with no target
    assert game.pending.kind == "priority" and len(game.state.stack) == 1
    pass_both(game)  # the trigger resolves: the offer to pay
    return game


def test_603_12_paying_triggers_the_reflexive_ability_which_then_targets():
    game = _dragon_trigger()
    assert game.pending.kind == "may"
    game.apply("yes")
    assert game.pending.kind == "target"  # the reflexive ability's target, chosen as it goes on the stack
    game.apply("target P2")
    assert game.pending.kind == "priority" and len(game.state.stack) == 1  # players may respond (603.12)
    resolve_stack(game)
    assert life(game, 1) == 17
    assert sum(1 for e in game.state.events() if e.kind == "trigger" and "603.12" in e.rules) == 1


def test_603_12_not_paying_triggers_nothing():
    game = _dragon_trigger()
    game.apply("no")
    resolve_stack(game)
    assert life(game, 1) == 20 and not game.state.stack


def test_603_12_the_reflexive_ability_keeps_its_printed_text():
    ability = compiled("Sparktongue Dragon").card.faces[0].abilities[-1]
    assert isinstance(ability.effect, PayOptional) and isinstance(ability.effect.then, TriggerReflexive)
    assert ability.effect.then.ability.text == "When you do, it deals 3 damage to any target."
    assert ability.targets == ()  # the trigger itself has no target (the ruling)
