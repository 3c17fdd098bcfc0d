"""'historic' in a description (700.6: 'An object is historic if it has the legendary supertype, the artifact card
type, or the Saga subtype.'): read by a look's steps, costs and permissions alike (compiler/descriptions.py),
and the 'onto the battlefield tapped' destination of a look's step (mechanics/library_look)."""

from __future__ import annotations

from support import board, cast, castable, lands, resolve_stack

from lithoform import Game


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    if zone == "battlefield":
        return [game.chars(o).name for o in game.state.zones[zone] if game.state.objects[o].controller == player]
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _to_choice(game: Game) -> None:
    for _ in range(20):
        if game.pending.kind != "priority" or not game.state.stack:
            return
        game.apply("pass")


def test_700_6_board_the_weatherlight_offers_only_historic_cards() -> None:
    """Board the Weatherlight: 'Look at the top five cards of your library. You may reveal a historic card from
    among them and put it into your hand. Put the rest on the bottom of your library in a random order.' Ruling
    (2018-04-27): 'A card, spell, or permanent is historic if it has the legendary supertype, the artifact card
    type, or the Saga subtype.'"""
    game = board({"battlefield": [lands("Plains", 2)], "hand": ["Board the Weatherlight"],
                  "library": ["Grizzly Bears", "Sol Ring", "Isamaru, Hound of Konda", "Shock", "Island", "Swamp"]})
    cast(game, "Board the Weatherlight")
    _to_choice(game)
    offered = sorted(game.state.objects[o].card for o in game.pending.options)
    assert offered == ["Isamaru, Hound of Konda", "Sol Ring"]  # an artifact and a legendary card
    pick = next(o for o in game.pending.options if game.state.objects[o].card == "Sol Ring")
    game.apply(f"choose {pick}")
    resolve_stack(game)
    assert _names(game, "hand") == ["Sol Ring"]
    assert _names(game, "library")[0] == "Swamp"  # the other four went to the bottom


def test_700_6_jhoiras_familiar_reduces_historic_spells_only() -> None:
    """Jhoira's Familiar: 'Historic spells you cast cost {1} less to cast.' Ruling (2020-08-07): 'A spell is
    historic if it has the legendary supertype, the artifact card type, or the Saga enchantment subtype.'"""
    game = board({"battlefield": ["Jhoira's Familiar"], "hand": ["Bonesplitter", "Memnite", "Raging Goblin"]})
    assert castable(game, "Bonesplitter")  # an artifact: {1} less, so nothing to pay
    assert not castable(game, "Raging Goblin")  # not historic: {R} with no land
    plain = board({"battlefield": [], "hand": ["Bonesplitter"]})
    assert not castable(plain, "Bonesplitter")


def test_110_2_elvish_rejuvenator_puts_the_land_onto_the_battlefield_tapped() -> None:
    """Elvish Rejuvenator: 'When Elvish Rejuvenator enters the battlefield, look at the top five cards of your
    library. You may put a land card from among them onto the battlefield tapped. Put the rest on the bottom of
    your library in a random order.'"""
    game = board({"battlefield": [lands("Forest", 3)], "hand": ["Elvish Rejuvenator"],
                  "library": ["Shock", "Island", "Grizzly Bears", "Swamp", "Plains", "Mountain"]})
    cast(game, "Elvish Rejuvenator")
    _to_choice(game)
    offered = sorted(game.state.objects[o].card for o in game.pending.options)
    assert offered == ["Island", "Plains", "Swamp"]
    pick = next(o for o in game.pending.options if game.state.objects[o].card == "Swamp")
    game.apply(f"choose {pick}")
    resolve_stack(game)
    swamp = next(o for o in game.state.zones["battlefield"] if game.chars(o).name == "Swamp")
    assert game.state.objects[swamp].tapped
    assert _names(game, "library")[0] == "Mountain"
