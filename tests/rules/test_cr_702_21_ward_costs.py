"""CR 702.21a with a cost other than mana: 'Ward—Pay 3 life.' means 'Whenever this permanent becomes the
target of a spell or ability an opponent controls, counter that spell or ability unless that player pays 3
life.' The player may pay only with enough life (119.4); 'Ward—Discard a card.' needs a card to discard."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_702_21a_ward_pay_life_compiles_to_a_ward_trigger() -> None:
    compiled = compile_card(get_card("Owlin Shieldmage"))
    assert compiled.card is not None, compiled.unparsed
    ward = next(a for a in compiled.card.faces[0].abilities if getattr(a, "keyword", None) == "Ward")
    assert ward.effect.cost.pay_life == 3


def _shock_the_shieldmage(life: int = 20):
    game = board({"battlefield": ["Mountain"], "hand": ["Shock"], "life": life},
                 {"battlefield": ["Owlin Shieldmage"]})
    mage = game.find("Owlin Shieldmage")
    cast(game, "Shock", mage)
    pass_both(game)  # the ward trigger resolves
    return game, mage


def test_702_21a_paying_the_life_lets_the_spell_resolve() -> None:
    game, mage = _shock_the_shieldmage()
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("yes")
    assert game.state.players[0].life == 17
    pass_both(game)
    assert game.state.objects[mage].damage == 2


def test_702_21a_declining_counters_the_spell() -> None:
    game, mage = _shock_the_shieldmage()
    game.apply("no")
    assert not game.state.stack and game.state.objects[mage].damage == 0
    assert "Shock" in [game.chars(o).name for o in game.zone("graveyard", 0)]


def test_119_4_with_less_life_than_the_cost_it_cant_be_paid() -> None:
    game, mage = _shock_the_shieldmage(life=2)
    assert game.pending.kind == "priority" and not game.state.stack  # countered, no question asked
    assert game.state.players[0].life == 2
