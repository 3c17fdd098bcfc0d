"""CR 611.2c: a continuous effect from a resolving spell that modifies characteristics or changes control
affects only the objects on the battlefield as it began; one that changes the rules of the game ("creatures
your opponents control can't block this turn") also affects objects that arrive later."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform.rules.combat.steps import can_block
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.zones import move
from lithoform.state.model import BATTLEFIELD


def _put_onto_battlefield(game, name: str, controller: int) -> int:
    """A card from its owner's hand put onto the battlefield under `controller`'s control (110.2a)."""
    return move(game.state, game.find(name, zone="hand"), BATTLEFIELD, controller=controller)


def test_611_2c_cosmotronic_wave_a_creature_entering_later_cant_block():
    """Cosmotronic Wave's ruling: 'Creatures your opponents control can't block this turn' applies to
    creatures that enter the battlefield under an opponent's control later in the turn."""
    game = board({"battlefield": ["Mountain"] * 4 + ["Grizzly Bears"], "hand": ["Cosmotronic Wave"]},
                 {"hand": ["Serra Angel"]})
    cast(game, "Cosmotronic Wave")
    resolve_stack(game)
    angel = _put_onto_battlefield(game, "Serra Angel", 1)
    assert "can't block" in chars(game.state, angel).keywords
    assert not can_block(game.state, angel, game.find("Grizzly Bears"))


def test_611_2c_cosmotronic_wave_a_creature_that_comes_under_an_opponents_control_later_cant_block():
    """The ruling also covers creatures that come under an opponent's control later in the turn; the
    caster's own creatures are not affected."""
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Cosmotronic Wave", "Serra Angel", "Llanowar Elves"]})
    cast(game, "Cosmotronic Wave")
    resolve_stack(game)
    stolen = _put_onto_battlefield(game, "Serra Angel", 1)  # P1's card, under P2's control
    mine = _put_onto_battlefield(game, "Llanowar Elves", 0)
    assert "can't block" in chars(game.state, stolen).keywords
    assert "can't block" not in chars(game.state, mine).keywords


def test_611_2c_falter_applies_to_creatures_without_flying_that_enter_later():
    """Falter: 'Creatures without flying can't block this turn.' A creature without flying that enters
    afterwards can't block; one with flying can."""
    game = board({"battlefield": ["Mountain"] * 2, "hand": ["Falter"]},
                 {"hand": ["Grizzly Bears", "Serra Angel"]})
    cast(game, "Falter")
    resolve_stack(game)
    bears = _put_onto_battlefield(game, "Grizzly Bears", 1)
    angel = _put_onto_battlefield(game, "Serra Angel", 1)
    assert "can't block" in chars(game.state, bears).keywords
    assert "can't block" not in chars(game.state, angel).keywords


def test_611_2c_seismic_stomp_ends_at_cleanup():
    """Seismic Stomp's effect lasts 'this turn' (514.2): a creature entering on a later turn can block."""
    game = board({"battlefield": ["Mountain"] * 2, "hand": ["Seismic Stomp"]}, {"hand": ["Grizzly Bears"]})
    cast(game, "Seismic Stomp")
    resolve_stack(game)
    assert any(e.filter is not None for e in game.state.effects)
    game.state.effects = tuple(e for e in game.state.effects if e.until != "end_of_turn")  # 514.2
    game.state.characteristics_changed()
    bears = _put_onto_battlefield(game, "Grizzly Bears", 1)
    assert "can't block" not in chars(game.state, bears).keywords


def test_611_2c_a_power_boost_stays_locked_to_the_creatures_there_as_it_began():
    """A characteristic-changing effect ('creatures you control get +1/+1 until end of turn') is locked in:
    a creature entering later doesn't get it."""
    game = board({"battlefield": ["Plains"] * 4 + ["Grizzly Bears"], "hand": ["Inspired Charge", "Llanowar Elves"]})
    cast(game, "Inspired Charge")
    resolve_stack(game)
    elves = _put_onto_battlefield(game, "Llanowar Elves", 0)
    bears = chars(game.state, game.find("Grizzly Bears"))
    assert (bears.power, bears.toughness) == (4, 3)
    assert (chars(game.state, elves).power, chars(game.state, elves).toughness) == (1, 1)
