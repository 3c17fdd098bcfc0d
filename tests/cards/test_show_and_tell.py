"""Show and Tell and Sneak Attack, compiled from their Oracle text, and their rulings in games.

Show and Tell: Each player may put an artifact, creature, enchantment, or land card from their hand onto the
battlefield. / Sneak Attack: {R}: You may put a creature card from your hand onto the battlefield. That
creature gains haste. Sacrifice the creature at the beginning of the next end step."""

from __future__ import annotations

from support import activate, board, cast, pass_both, pass_until, use_compiled

use_compiled("Show and Tell", "Sneak Attack")


def test_ruling_show_and_tell_active_player_chooses_first_then_both_enter() -> None:
    """Ruling: "The current player chooses first, then each other player chooses in turn order. ... After all
    choices are made, the cards are put onto the battlefield simultaneously." An instant (Shock) can't be
    chosen."""
    game = board({"hand": ["Show and Tell", "Serra Angel", "Shock"], "battlefield": [{"card": "Island", "count": 3}]},
                 {"hand": ["Grizzly Bears"]})
    cast(game, game.find("Show and Tell"))
    pass_both(game)
    assert game.pending.player == 0
    assert [game.state.objects[o].card for o in game.pending.options] == ["Serra Angel"]
    game.apply(f"choose {game.find('Serra Angel')}")
    assert game.pending.player == 1
    game.apply(f"choose {game.pending.options[0]}")
    assert game.find("Serra Angel", zone="battlefield") and game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[game.find("Grizzly Bears", zone="battlefield")].controller == 1


def test_show_and_tell_a_player_may_put_nothing() -> None:
    game = board({"hand": ["Show and Tell", "Serra Angel"], "battlefield": [{"card": "Island", "count": 3}]},
                 {"hand": ["Grizzly Bears"]})
    cast(game, game.find("Show and Tell"))
    pass_both(game)
    game.apply("choose")
    game.apply("choose")
    assert not any(game.state.objects[o].card in ("Serra Angel", "Grizzly Bears") for o in game.zone("battlefield"))


def test_sneak_attack_the_creature_has_haste_and_is_sacrificed_at_the_end_step() -> None:
    game = board({"hand": ["Serra Angel"], "battlefield": ["Sneak Attack", "Mountain"]})
    activate(game, game.find("Sneak Attack"))
    pass_both(game)
    game.apply(f"choose {game.find('Serra Angel')}")  # 'you may': choosing none declines
    angel = game.find("Serra Angel", zone="battlefield")
    assert "haste" in game.chars(angel).keywords
    pass_until(game, "end")
    pass_both(game)  # the delayed trigger resolves
    assert game.find("Serra Angel", zone="graveyard")


def test_ruling_sneak_attack_not_sacrificed_if_it_left_and_came_back() -> None:
    """Ruling: "You sacrifice the creature only if you still control it at end of turn. If that creature has
    left the battlefield, even if it came back, you don't sacrifice it." (400.7: a new object.)"""
    from lithoform.rules.zones import move

    game = board({"hand": ["Serra Angel"], "battlefield": ["Sneak Attack", "Mountain"]})
    activate(game, game.find("Sneak Attack"))
    pass_both(game)
    game.apply(f"choose {game.find('Serra Angel')}")  # 'you may': choosing none declines
    angel = game.find("Serra Angel", zone="battlefield")
    back = move(game.state, move(game.state, angel, "exile"), "battlefield", controller=0)
    pass_until(game, "end")
    if game.state.stack:
        pass_both(game)
    assert game.state.objects[back].zone == "battlefield"


def test_ruling_sneak_attack_not_sacrificed_if_an_opponent_controls_it_at_the_end_step() -> None:
    """Ruling: "You sacrifice the creature only if you still control it at end of turn." 701.21a: a player
    can't sacrifice a permanent they don't control. The opponent takes the creature with Word of Seizing before
    the end step; the delayed trigger resolves and the creature stays."""
    use_compiled("Word of Seizing")
    game = board({"hand": ["Serra Angel"], "battlefield": ["Sneak Attack", "Mountain"]},
                 {"hand": ["Word of Seizing"], "battlefield": [{"card": "Mountain", "count": 5}]})
    activate(game, game.find("Sneak Attack"))
    pass_both(game)
    game.apply(f"choose {game.find('Serra Angel')}")
    angel = game.find("Serra Angel", zone="battlefield")
    game.apply("pass")  # the opponent gets priority in the main phase and steals the Angel
    cast(game, game.find("Word of Seizing"), angel)
    pass_both(game)
    assert game.state.objects[angel].controller == 1
    pass_until(game, "end")
    if game.state.stack:
        pass_both(game)  # the delayed sacrifice trigger resolves and does nothing
    assert game.state.objects[angel].zone == "battlefield"
    assert game.state.objects[angel].controller == 1
