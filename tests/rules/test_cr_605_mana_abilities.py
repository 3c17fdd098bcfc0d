"""CR 605: mana abilities. What makes an ability a mana ability (605.1a), when it may be activated (605.3a:
with priority, or while paying a cost), and that it doesn't use the stack (605.3b)."""

from __future__ import annotations

import pytest
from support import actions, board, cast, pass_until

from lithoform import IllegalActionError
from lithoform.cards.mana_abilities import mana_part
from lithoform.cards.tree import ActivatedAbility, AddMana
from lithoform.catalog.registry import get_def, known_cards


def test_605_1a_mana_abilities_are_exactly_the_untargeted_mana_makers():
    """605.1a: an activated ability is a mana ability if 'it doesn't require a target, ... could add mana
    ... and it's not a loyalty ability' — every starter card's abilities are marked accordingly."""
    for name in known_cards():
        if name.startswith("Test "):
            continue
        for face in get_def(name).faces:
            for ability in face.abilities:
                if isinstance(ability, ActivatedAbility):
                    makes_mana = mana_part(ability.effect) is not None  # 'Add {W}. ~ deals 1 damage to you.'
                    assert makes_mana or not isinstance(ability.effect, AddMana)
                    loyalty = ability.cost.loyalty is not None  # 605.1a: a loyalty ability never is one
                    assert ability.mana == (makes_mana and not ability.targets and not loyalty), (name, ability.text)


def test_605_3a_activatable_with_priority():
    """605.3a: 'A player may activate an activated mana ability whenever they have priority', in any step."""
    game = board({"battlefield": ["Mountain"]}, step="upkeep")
    assert f"activate {game.find('Mountain')} 1" in actions(game)


def test_605_3a_activatable_by_the_non_active_player_with_priority():
    """605.3a: the non-active player may activate mana abilities when they have priority."""
    game = board(p2={"battlefield": ["Island"]}, step="upkeep")
    game.apply("pass")
    assert f"activate {game.find('Island')} 1" in actions(game)


def test_605_3a_not_activatable_without_priority():
    """605.3a / 117.1: without priority (and not paying a cost) a player can't activate a mana ability."""
    game = board(p2={"battlefield": ["Island"]})
    island = game.find("Island")
    assert f"activate {island} 1" not in actions(game)
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(f"activate {island} 1")
    assert game.to_json() == before


def test_605_3a_activatable_while_paying_a_cost():
    """605.3a / 601.2g: a player may activate mana abilities 'whenever they are casting a spell ... that
    requires a mana payment'; the mana then pays the cost."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    mountain = game.find("Mountain")
    cast(game, game.find("Lightning Bolt"), "P2", pay=False)
    assert game.pending.kind == "pay"
    assert f"activate {mountain} 1" in actions(game)
    game.apply(f"activate {mountain} 1")
    assert game.pending.kind == "pay"
    game.apply("pay")
    assert game.pending.kind == "priority"
    assert game.state.players[0].pool == ()


def test_605_3b_mana_ability_does_not_use_the_stack():
    """605.3b: 'An activated mana ability doesn't go on the stack ... it resolves immediately after it is
    activated.' The mana is there at once, the stack stays empty and the player keeps priority."""
    game = board({"battlefield": ["Forest"]})
    game.apply(f"activate {game.find('Forest')} 1")
    assert game.state.stack == ()
    assert [m.type for m in game.state.players[0].pool] == ["G"]
    assert game.pending.kind == "priority" and game.pending.player == 0


def test_605_3b_non_mana_ability_uses_the_stack():
    """605.5a: an ability with a target is not a mana ability; Prodigal Pyromancer's goes on the stack."""
    game = board({"battlefield": ["Prodigal Pyromancer"]})
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    assert game.state.stack and game.state.objects[game.state.stack[-1]].kind == "activated"


def test_605_mana_ability_with_a_sacrifice_cost():
    """605.3 / 602.2: a mana ability's cost is paid as it is activated — Ashnod's Altar's 'Sacrifice a
    creature' — and its mana is added at once."""
    game = board({"battlefield": ["Ashnod's Altar", "Grizzly Bears"]})
    altar, bears = game.find("Ashnod's Altar"), game.find("Grizzly Bears")
    game.apply(f"activate {altar} 1 sac:{bears}")
    assert [m.type for m in game.state.players[0].pool] == ["C", "C"]
    assert [game.chars(i).name for i in game.zone("graveyard", 0)] == ["Grizzly Bears"]


def test_605_mana_ability_can_only_sacrifice_your_own_creature():
    """701.21a: 'A player can't sacrifice ... a permanent they don't control': the Altar can't eat P2's Bears
    and, with no creature of P1's, can't be activated at all."""
    game = board({"battlefield": ["Ashnod's Altar"]}, {"battlefield": ["Grizzly Bears"]})
    altar = game.find("Ashnod's Altar")
    assert not any(a.startswith(f"activate {altar}") for a in actions(game))


def test_302_6_summoning_sick_creature_cannot_tap_for_mana():
    """302.6: a creature's {T} ability 'can't be activated unless the creature has been under its
    controller's control continuously since their most recent turn began' — mana abilities included."""
    game = board({"battlefield": [{"card": "Llanowar Elves", "sick": True}]})
    assert f"activate {game.find('Llanowar Elves')} 1" not in actions(game)


def test_302_6_creature_can_tap_for_mana_on_its_controllers_next_turn():
    """302.6: on its controller's next turn the creature has been controlled since that turn began."""
    game = board({"battlefield": [{"card": "Llanowar Elves", "sick": True}]})
    pass_until(game, "upkeep", turn=5)
    assert f"activate {game.find('Llanowar Elves')} 1" in actions(game)


def test_605_3a_tapped_source_cannot_be_activated_again():
    """118.3 / 605.3c: a tapped Mountain can't be tapped again to pay a {T} cost."""
    game = board({"battlefield": ["Mountain"]})
    mountain = game.find("Mountain")
    game.apply(f"activate {mountain} 1")
    assert f"activate {mountain} 1" not in actions(game)
