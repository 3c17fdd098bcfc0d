"""CR 114: emblems. 114.2: '[player] gets an emblem with [ability]' puts an emblem into the command zone,
owned and controlled by that player; 114.3: it has no characteristics but its abilities; 114.4: its
abilities function in the command zone; 114.5: it is neither a card nor a permanent."""

from __future__ import annotations

from types import SimpleNamespace

from support import board, resolve_stack

from lithoform.compiler.compiler import compile_face

BASRI = "Basri Ket"


def _emblem_game():  # type: ignore[no-untyped-def]
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 6}}]})
    game.apply(f"activate {game.find(BASRI)} 3")
    resolve_stack(game)
    return game


def test_114_2_the_emblem_is_in_the_command_zone_owned_and_controlled_by_its_player():
    game = _emblem_game()
    (emblem,) = game.zone("command", 0)
    obj = game.state.objects[emblem]
    assert (obj.owner, obj.controller, obj.zone) == (0, 0, "command")


def test_114_3_an_emblem_has_no_types_mana_cost_or_color():
    game = _emblem_game()
    c = game.chars(game.zone("command", 0)[0])
    assert not c.types and not c.colors and c.mana_value == 0 and c.power is None


def test_114_4_and_114_5_its_ability_works_from_the_command_zone_and_it_is_no_permanent():
    game = _emblem_game()
    assert not game.zone("battlefield")  # Basri is gone (0 loyalty) and the emblem isn't a permanent
    while game.state.step != "beginning_of_combat":
        game.apply("pass")
    resolve_stack(game)
    soldiers = [o for o in game.zone("battlefield") if game.chars(o).name == "Soldier Token"]
    assert len(soldiers) == 1 and game.state.objects[soldiers[0]].counter("+1/+1") == 1
    assert len(game.zone("command", 0)) == 1  # it stays (it has no way to leave)


def test_an_emblem_with_an_ability_other_than_a_triggered_one_is_refused():
    """Triggered abilities of emblems and their +N/+N and keyword statics for a group are supported
    (test_cr_114_4_emblem_static_abilities.py); another static ability is refused, never played without it."""
    text = '[−8]: You get an emblem with "You have no maximum hand size."'
    face = SimpleNamespace(name="Test Walker", types=("Planeswalker",), subtypes=(), supertypes=(), text=text,
                           mana_cost="{3}", colors=(), power=None, toughness=None, loyalty="5", keywords=())
    result = compile_face(face)
    assert result.face is None and result.unparsed
