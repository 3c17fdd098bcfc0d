"""'If it's a [kind], ...' on the object the instruction before named (608.2c: the spell or ability does what
its text says in order; the condition reads the object as it is then), and after 'look at the top card of
your library' as one more step of the look (401.4: only the looking player sees the card)."""

from __future__ import annotations

from support import activate, board, cast, counters, pass_both, use_compiled
from support.reading import battlefield_names

use_compiled("Defy Death", "Return Upon the Tide", "Vivien's Grizzly", "Frost Augur", "Serra Angel",
             "Grizzly Bears", "Llanowar Elves", "Eye Gouge")


def test_608_2c_defy_death_counters_only_on_an_angel() -> None:
    """Defy Death: "Return target creature card from your graveyard to the battlefield. If it's an Angel, put
    two +1/+1 counters on it." """
    for card, expected in (("Serra Angel", 2), ("Grizzly Bears", 0)):
        game = board({"hand": ["Defy Death"], "graveyard": [card], "battlefield": ["Plains"] * 5})
        cast(game, "Defy Death", game.find(card, zone="graveyard"))
        pass_both(game)
        assert counters(game, game.find(card)) == expected


def test_608_2c_return_upon_the_tide_checks_the_creature_on_the_battlefield() -> None:
    """Return Upon the Tide ruling: "You check if the creature is an Elf once it's on the battlefield." """
    game = board({"hand": ["Return Upon the Tide"], "graveyard": ["Llanowar Elves"], "battlefield": ["Swamp"] * 5})
    cast(game, "Return Upon the Tide", game.find("Llanowar Elves", zone="graveyard"))
    pass_both(game)
    assert battlefield_names(game, 0).count("Elf Warrior Token") == 2


def test_608_2c_eye_gouge_destroys_only_a_cyclops() -> None:
    """Eye Gouge: "Target creature gets -1/-1 until end of turn. If it's a Cyclops, destroy it." """
    game = board({"hand": ["Eye Gouge"], "battlefield": ["Swamp"]}, {"battlefield": ["Serra Angel"]})
    cast(game, "Eye Gouge", game.find("Serra Angel"))
    pass_both(game)
    assert "Serra Angel" in battlefield_names(game, 1)


def _activate_grizzly(library: list[str]):
    game = board({"battlefield": ["Vivien's Grizzly"] + ["Forest"] * 4, "library": library})
    activate(game, "Vivien's Grizzly")
    pass_both(game)
    return game


def test_401_4_vivien_s_grizzly_takes_a_creature_card() -> None:
    """Vivien's Grizzly: "{3}{G}: Look at the top card of your library. If it's a creature or planeswalker card,
    you may reveal it and put it into your hand. If you don't put the card into your hand, put it on the
    bottom of your library." """
    game = _activate_grizzly(["Grizzly Bears", "Island", "Island"])
    assert game.pending.kind == "choose"
    game.apply(f"choose {game.pending.options[0]}")
    assert [game.state.objects[o].card for o in game.zone("hand", 0)] == ["Grizzly Bears"]


def test_401_4_vivien_s_grizzly_puts_a_land_on_the_bottom() -> None:
    game = _activate_grizzly(["Swamp", "Island", "Island"])
    if game.pending.kind == "choose":  # asked whether the card fits or not (the opponent can't tell)
        assert not game.pending.options
        game.apply("choose")
    library = [game.state.objects[o].card for o in game.zone("library", 0)]
    assert library[-1] == "Swamp" and not game.zone("hand", 0)
