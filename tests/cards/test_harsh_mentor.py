"""Harsh Mentor (compiled from its Oracle text): 'Whenever an opponent activates an ability of an artifact,
creature, or land on the battlefield, if it isn't a mana ability, Harsh Mentor deals 2 damage to that player.'
The ability triggers once the ability has become activated (602.2b, 603.2); 'that player' is its activator."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack, use_compiled

use_compiled("Harsh Mentor", "Prodigal Pyromancer", "Lonely Sandbar")


def _stack_sources(game) -> list[str]:  # type: ignore[no-untyped-def]
    """The sources of the abilities on the stack, bottom first (spells left out)."""
    return [getattr(game.state.objects[o], "source_name", None) for o in game.state.stack
            if hasattr(game.state.objects[o], "source_name")]


def test_603_2_an_opponents_creature_ability_deals_2_damage_to_them() -> None:
    """Ruling: "Harsh Mentor's ability resolves before the ability that caused it to trigger." The Mentor's
    trigger goes on the stack above the Pyromancer's ability and deals 2 damage to its activator."""
    game = board({"battlefield": ["Harsh Mentor"]}, {"battlefield": ["Prodigal Pyromancer"]}, active="P2")
    activate(game, "Prodigal Pyromancer", 1, "P1")
    assert _stack_sources(game) == ["Prodigal Pyromancer", "Harsh Mentor"]  # the top last
    resolve_stack(game)
    assert game.state.players[1].life == 18
    assert game.state.players[0].life == 19


def test_a_mana_ability_doesnt_trigger_it() -> None:
    """Ruling: "An activated mana ability is one that produces mana as it resolves" — it isn't activated on the
    stack (605.3a) and doesn't trigger Harsh Mentor."""
    game = board({"battlefield": ["Harsh Mentor"]},
                 {"battlefield": ["Mountain", "Mountain", "Mountain"], "hand": ["Prodigal Pyromancer"]},
                 active="P2")
    cast(game, "Prodigal Pyromancer")  # paid by tapping Mountains for mana
    assert _stack_sources(game) == []
    resolve_stack(game)
    assert game.state.players[1].life == 20


def test_its_controllers_own_activations_dont_trigger_it() -> None:
    """'Whenever an opponent activates': Harsh Mentor's controller activating an ability isn't an opponent."""
    game = board({"battlefield": ["Harsh Mentor", "Prodigal Pyromancer"]})
    activate(game, "Prodigal Pyromancer", 1, "P2")
    assert _stack_sources(game) == ["Prodigal Pyromancer"]
    resolve_stack(game)
    assert game.state.players[0].life == 20 and game.state.players[1].life == 19


def test_an_ability_of_a_card_in_hand_doesnt_trigger_it() -> None:
    """Ruling: "Harsh Mentor's ability doesn't trigger when an opponent activates an ability of a card in hand
    (such as cycling)" (109.2: 'a land' is a land permanent)."""
    game = board({"battlefield": ["Harsh Mentor"]},
                 {"battlefield": ["Island"], "hand": ["Lonely Sandbar"]}, active="P2")
    activate(game, game.find("Lonely Sandbar", zone="hand"), 2)  # {T}: Add {U} first, then cycling {U}
    assert _stack_sources(game) == ["Lonely Sandbar"]
    resolve_stack(game)
    assert game.state.players[1].life == 20
