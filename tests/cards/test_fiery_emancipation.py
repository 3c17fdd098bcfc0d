"""Fiery Emancipation, compiled from its Oracle text, and its rulings in games.

Oracle text: If a source you control would deal damage to a permanent or player, it deals triple that damage
to that permanent or player instead."""

from __future__ import annotations

from support import attack, block, board, cast, life, pass_both, pass_until, to_attackers

FIERY = "Fiery Emancipation"


def test_a_spell_you_control_deals_triple_damage() -> None:
    game = board({"battlefield": [FIERY, "Mountain"], "hand": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert life(game, 1) == 11


def test_an_opponents_source_is_not_affected() -> None:
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": [FIERY]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert life(game, 1) == 17


def test_divided_damage_is_divided_before_it_is_tripled() -> None:
    """Ruling: "If an effect asks you to divide damage among targets, you must divide the unmodified damage
    before tripling it." Arc Lightning: 2 to a creature and 1 to the opponent become 6 and 3."""
    game = board({"battlefield": [FIERY, "Mountain", "Mountain", "Mountain"], "hand": ["Arc Lightning"]},
                 {"battlefield": ["Craw Wurm"]})
    wurm = game.find("Craw Wurm", player=1)
    game.apply(f"cast {game.find('Arc Lightning')}")
    game.apply(f"target {wurm}")
    game.apply("target P2")
    game.apply("done")  # two targets of up to three
    game.apply("divide 2 1")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 17
    assert game.find("Craw Wurm", zone="graveyard", player=1)  # 6 damage to a 6/4


def test_trample_assigns_the_unmodified_damage() -> None:
    """Ruling: "If a creature with trample you control would deal combat damage to a blocking creature ...
    you must assign its unmodified damage." A 6/6 trampler blocked by a 2/2 assigns 2 and 4, which become 6
    and 12."""
    game = board({"battlefield": [FIERY, "Colossal Dreadmaw"]}, {"battlefield": ["Grizzly Bears"]},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Colossal Dreadmaw"))
    pass_both(game)
    block(game, (game.find("Grizzly Bears", player=1), game.find("Colossal Dreadmaw")))
    pass_both(game)
    assert game.pending.kind == "damage"
    game.apply("damage 2 4")
    assert life(game, 1) == 8
    assert any(e.kind == "damage" and e.args["amount"] == 6 for e in game.state.events())


def test_the_affected_player_orders_it_with_a_prevention_shield() -> None:
    """Ruling: "If multiple replacement or prevention effects try to modify damage that would be dealt to a
    permanent or player, the player or the controller of the permanent chooses the order in which they
    apply." (616.1) The opponent has a shield for the next 3 damage (Healing Salve): preventing first leaves
    nothing to triple; tripling first leaves 9 - 3 = 6."""
    for first, lost in (("shield", 0), ("triple", 6)):
        game = board({"battlefield": [FIERY, "Mountain", "Plains"], "hand": ["Lightning Bolt", "Healing Salve"]})
        game.apply(f"cast {game.find('Healing Salve')}")
        game.apply("mode 2")
        game.apply("target P2")
        game.apply("autopay")
        pass_both(game)
        cast(game, "Lightning Bolt", "P2")
        pass_both(game)
        question = game.state.question
        assert question is not None and question.player == 1 and "616.1" in question.prompt
        game.apply("choose 1" if first == "shield" else "choose 0")
        assert life(game, 1) == 20 - lost, first
        pass_until(game, "end")
