"""CR 119.4: a player can pay life only if their life total is greater than or equal to the payment; 'You may pay
2 life. If you do, ...' (608.2c-d): the rest follows only a payment. CR 603.12: 'Sacrifice it. When you do, ...'
triggers a reflexive ability only if the sacrifice happened."""

from __future__ import annotations

from support import board, pass_both

from lithoform.cards.tree import May, MayThen, PayLife, You
from lithoform.rules.context import Ctx
from lithoform.rules.effects import interpreter
from lithoform.state.model import Choices


def test_119_4_a_player_with_less_life_than_the_payment_pays_nothing() -> None:
    game = board({"battlefield": ["Grizzly Bears"], "life": 1})
    source = game.find("Grizzly Bears")
    interpreter.run_effect(Ctx(game.state, source, 0, source, Choices(), ()), PayLife(2, You()))
    assert game.state.players[0].life == 1
    assert not any(e.kind == "pay_life" for e in game.state.events())


def test_119_4_paying_life_subtracts_it_and_logs_the_payment() -> None:
    game = board({"battlefield": ["Grizzly Bears"]})
    source = game.find("Grizzly Bears")
    interpreter.run_effect(Ctx(game.state, source, 0, source, Choices(), ()), PayLife(2, You()))
    assert game.state.players[0].life == 18
    assert any(e.kind == "pay_life" and "119.4" in e.rules for e in game.state.events())


def test_you_may_pay_life_if_you_do_compiles_to_an_optional_payment() -> None:
    """Erebos, Bleak-Hearted ruling: 'While resolving Erebos's triggered ability, you can't pay more than 2 life
    to draw more than one card.'"""
    from lithoform.catalog.compiled import compiled

    card = compiled("Erebos, Bleak-Hearted").card
    found = []

    def walk(node: object) -> None:
        if isinstance(node, MayThen) and isinstance(node.effect, PayLife):
            found.append(node)
        for f in getattr(node, "__struct_fields__", ()):
            v = getattr(node, f)
            for x in v if isinstance(v, tuple) else (v,):
                walk(x)

    walk(card)
    assert len(found) == 1 and found[0].effect.amount == 2
    assert not isinstance(found[0].effect, May)


def test_603_12_the_crest_lands_reflexive_ability_needs_the_sacrifice() -> None:
    """Brokers Hideout: 'When Brokers Hideout enters the battlefield, sacrifice it. When you do, search ...':
    with the land gone before its trigger resolves, nothing is sacrificed and nothing triggers."""
    game = board({"hand": ["Brokers Hideout"], "library": ["Plains"], "graveyard": []})
    game.apply(f"play {game.find('Brokers Hideout', zone='hand')}")
    hideout = game.find("Brokers Hideout")
    from lithoform.rules.zones import move

    move(game.state, hideout, "graveyard")  # (as if destroyed in response)
    pass_both(game)
    assert game.pending.kind == "priority" and not game.state.stack
    assert game.state.players[0].life == 20
