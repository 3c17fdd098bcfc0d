"""Looks and reveals (701.20a, 401.4; mechanics/library_look): 'reveal the top X cards' (107.3: the X announced
as the spell was cast), 'you may put any number of [quality] cards with mana value X or less from among them
onto the battlefield' (107.3a: the chosen X), 'put all cards revealed this way that weren't put onto the
battlefield into your graveyard', and 'If you didn't put a card into your hand this way, ...' (608.2c)."""

from __future__ import annotations

from support import board, cast, events, lands, resolve_stack

from lithoform import Game


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    if zone == "battlefield":
        return [game.chars(o).name for o in game.state.zones[zone] if game.state.objects[o].controller == player]
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _to_choice(game: Game) -> None:
    """Passes priority until a choice is asked while something resolves."""
    for _ in range(20):
        if game.pending.kind != "priority" or not game.state.stack:
            return
        game.apply("pass")


def _choose_named(game: Game, *wanted: str) -> None:
    """Answers the pending choice with the options whose card names are in `wanted`."""
    p = game.pending
    picks = [o for o in p.options if game.state.objects[o].card in wanted]
    game.apply("choose " + " ".join(str(o) for o in picks) if picks else "choose")


def test_107_3_enshrined_memories_reveals_x_cards() -> None:
    """Enshrined Memories: 'Reveal the top X cards of your library. Put all creature cards revealed this way into
    your hand and the rest on the bottom of your library in any order.' (107.3: X is the number announced)"""
    game = board({"battlefield": [lands("Forest", 4)], "hand": ["Enshrined Memories"],
                  "library": ["Grizzly Bears", "Shock", "Runeclaw Bear", "Island", "Giant Growth"]})
    cast(game, "Enshrined Memories", x=3)
    _to_choice(game)
    while game.pending.kind == "choose":  # 401.4: the order of the cards put on the bottom
        game.apply(f"choose {game.pending.options[0]}")
    assert sorted(_names(game, "hand")) == ["Grizzly Bears", "Runeclaw Bear"]
    lib = _names(game, "library")
    assert lib[:2] == ["Island", "Giant Growth"] and lib[2:] == ["Shock"]
    assert events(game, "reveal_cards")


def test_701_20a_genesis_wave_puts_chosen_permanents_and_the_rest_into_the_graveyard() -> None:
    """Genesis Wave: 'Reveal the top X cards of your library. You may put any number of permanent cards with mana
    value X or less from among them onto the battlefield. Then put all cards revealed this way that weren't put
    onto the battlefield into your graveyard.' Ruling (2017-11-17): 'You don't have to put permanent cards revealed
    this way onto the battlefield if you choose not to, regardless of their converted mana costs.'"""
    game = board({"battlefield": [lands("Forest", 6)], "hand": ["Genesis Wave"],
                  "library": ["Grizzly Bears", "Forest", "Serra Angel", "Island"]})
    cast(game, "Genesis Wave", x=3)
    _to_choice(game)
    assert game.pending.kind == "choose"
    offered = {game.state.objects[o].card for o in game.pending.options}
    assert offered == {"Grizzly Bears", "Forest"}  # 107.3a: Serra Angel's mana value 5 is more than X
    assert game.pending.min == 0
    _choose_named(game, "Grizzly Bears")  # the Forest may stay behind
    resolve_stack(game)
    assert "Grizzly Bears" in _names(game, "battlefield")
    assert sorted(_names(game, "graveyard")) == ["Forest", "Genesis Wave", "Serra Angel"]
    assert _names(game, "library") == ["Island"]


def test_608_2c_adventure_awaits_draws_when_no_card_went_to_the_hand() -> None:
    """Adventure Awaits: 'Look at the top five cards of your library. You may reveal a creature card from among
    them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't
    put a card into your hand this way, draw a card.' Ruling (2020-09-25): 'If you draw a card this way, that card
    is the next one in your library after putting the five cards from the top of your library on the bottom.'"""
    game = board({"battlefield": [lands("Forest", 2)], "hand": ["Adventure Awaits"],
                  "library": ["Shock", "Island", "Forest", "Giant Growth", "Plains", "Lightning Bolt", "Swamp"]})
    cast(game, "Adventure Awaits")
    _to_choice(game)
    assert game.pending.kind == "choose" and game.pending.options == ()  # no creature card among the five
    game.apply("choose")
    resolve_stack(game)
    assert _names(game, "hand") == ["Lightning Bolt"]  # the sixth card, after the five went to the bottom
    assert sorted(_names(game, "library")) == sorted(["Swamp", "Shock", "Island", "Forest", "Giant Growth", "Plains"])


def test_608_2c_adventure_awaits_no_draw_when_a_creature_was_taken() -> None:
    game = board({"battlefield": [lands("Forest", 2)], "hand": ["Adventure Awaits"],
                  "library": ["Shock", "Grizzly Bears", "Forest", "Giant Growth", "Plains", "Lightning Bolt"]})
    cast(game, "Adventure Awaits")
    _to_choice(game)
    assert game.pending.kind == "choose"
    _choose_named(game, "Grizzly Bears")
    resolve_stack(game)
    assert _names(game, "hand") == ["Grizzly Bears"]
    assert _names(game, "library")[0] == "Lightning Bolt"


def test_608_2c_blossom_prancer_gains_life_when_nothing_is_taken() -> None:
    """Blossom Prancer: '... look at the top five cards of your library. You may reveal a creature or enchantment
    card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.
    If you didn't put a card into your hand this way, you gain 4 life.'"""
    game = board({"battlefield": [lands("Forest", 5)], "hand": ["Blossom Prancer"],
                  "library": ["Grizzly Bears", "Shock", "Island", "Forest", "Plains", "Swamp"]})
    cast(game, "Blossom Prancer")
    _to_choice(game)
    assert game.pending.kind == "choose"
    game.apply("choose")  # 'you may': reveal nothing
    resolve_stack(game)
    assert game.state.players[0].life == 24
    assert _names(game, "hand") == []
