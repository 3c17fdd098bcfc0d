"""Totals counted as a permanent enters with counters (614.1c, 608.2h; mechanics/counted_totals): the total
toughness or mana value of a group (107.1, 202.3), the cards in all hands (402.3), the life opponents lost this
turn (119.3, 120.3a), the other spells cast this turn (601.2i), the most permanents one player controls, the
most cards one opponent drew this turn (121.1), the counters among a group (122.1), and the mana spent to cast
it (601.2h)."""

from __future__ import annotations

from support import board, cast, counters, events_since, lands, mark, pass_both, use_compiled

use_compiled("Towering Titan", "Inferno Project", "Realm Seekers", "Cryptborn Horror", "Storm Entity",
             "Investigator's Journal", "Thought Sponge", "Ascendant Acolyte", "Ulasht, the Hate Seed")


def _enter(p1: dict, p2: dict | None = None, *, before: tuple[tuple[str, tuple], ...] = ()) -> tuple:
    """Casts each spell of `before` (name, targets) and lets it resolve, then casts the last card of P1's
    hand and lets it resolve; returns the game and the id of the permanent it became."""
    game = board(p1, p2)
    for name, targets in before:
        cast(game, name, *targets)
        pass_both(game)
    name = p1["hand"][-1]
    cast(game, name)
    pass_both(game)
    return game, game.find(name)


def test_107_1_total_toughness_of_other_creatures() -> None:
    """Towering Titan: X is the total toughness of other creatures you control (2 + 4), not the opponent's."""
    game, titan = _enter({"hand": ["Towering Titan"], "battlefield": ["Grizzly Bears", "Wall of Stone",
                                                                       lands("Forest", 6)]},
                         {"battlefield": ["Grizzly Bears"]})
    assert counters(game, titan) == 2 + 8


def test_towering_titan_ruling_doesnt_change_after() -> None:
    """Ruling (2020-06-23): 'Once Towering Titan has entered the battlefield, it doesn't gain or lose counters as
    the total toughness of other creatures you control changes.'"""
    game, titan = _enter({"hand": ["Lightning Bolt", "Towering Titan"],
                          "battlefield": ["Grizzly Bears", lands("Forest", 6), "Mountain"]})
    assert counters(game, titan) == 2
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    pass_both(game)
    assert counters(game, titan) == 2


def test_202_3_total_mana_value_of_cards_in_your_graveyard() -> None:
    """Inferno Project: the instant and sorcery cards in your graveyard, 1 + 3; a creature card doesn't count."""
    game, project = _enter({"hand": ["Inferno Project"], "graveyard": ["Lightning Bolt", "Divination",
                                                                       "Grizzly Bears"],
                            "battlefield": [lands("Mountain", 7)]})
    assert counters(game, project) == 4


def test_402_3_cards_in_all_players_hands() -> None:
    """Realm Seekers: two cards left in P1's hand and three in P2's: five counters."""
    game, seekers = _enter({"hand": ["Forest", "Forest", "Realm Seekers"], "battlefield": [lands("Forest", 6)]},
                           {"hand": ["Island", "Island", "Island"]})
    assert counters(game, seekers) == 5


def test_119_3_life_lost_by_opponents_this_turn() -> None:
    """Cryptborn Horror: the opponent lost 3 to a Lightning Bolt this turn, then gained life: still 3 (the
    ruling: 'Cryptborn Horror cares about the total life lost, not necessarily what an opponent's life total is
    compared to what it was at the beginning of the turn.')."""
    game, horror = _enter({"hand": ["Lightning Bolt", "Cryptborn Horror"],
                           "battlefield": [lands("Mountain", 2), lands("Swamp", 2)]}, before=(("Lightning Bolt", ("P2",)),))
    assert counters(game, horror) == 3


def test_cryptborn_horror_ruling_no_life_lost_no_counters() -> None:
    """Ruling (2012-10-01): 'If no opponent has lost life on the turn Cryptborn Horror enters the battlefield, it
    will enter with no +1/+1 counters on it and be put into its owner's graveyard'."""
    game = board({"hand": ["Cryptborn Horror"], "battlefield": [lands("Swamp", 3)]})
    cast(game, "Cryptborn Horror")
    pass_both(game)
    assert "Cryptborn Horror" in [game.state.objects[o].card for o in game.state.zones["graveyard:0"]]


def test_601_2i_other_spells_cast_this_turn() -> None:
    """Storm Entity: two spells cast before it this turn; itself is not counted. Ruling (2021-03-19): 'The
    number of other spells cast this turn is determined as Storm Entity enters the battlefield.'"""
    game, entity = _enter({"hand": ["Lightning Bolt", "Lightning Bolt", "Storm Entity"],
                           "battlefield": [lands("Mountain", 4)]},
                          before=(("Lightning Bolt", ("P2",)), ("Lightning Bolt", ("P2",))))
    assert counters(game, entity) == 2


def test_greatest_number_of_creatures_a_player_controls() -> None:
    """Investigator's Journal: P1 controls one creature, P2 three: three suspect counters."""
    game, journal = _enter({"hand": ["Investigator's Journal"], "battlefield": ["Grizzly Bears",
                                                                                 lands("Plains", 2)]},
                           {"battlefield": ["Grizzly Bears", "Grizzly Bears", "Wall of Stone"]})
    assert counters(game, journal, "suspect") == 3


def test_121_1_greatest_number_of_cards_an_opponent_drew_this_turn() -> None:
    """Thought Sponge: the opponent drew two cards this turn (Inspiration), P1's own draws don't count."""
    game, sponge = _enter({"hand": ["Divination", "Inspiration", "Thought Sponge"],
                           "battlefield": [lands("Island", 11)]},
                          before=(("Divination", ()), ("Inspiration", ("P2",))))
    assert counters(game, sponge) == 2


def test_122_1_counters_among_other_creatures() -> None:
    """Ascendant Acolyte: +1/+1 counters among other creatures you control (2 + 1); the opponent's don't count."""
    game, acolyte = _enter({"hand": ["Ascendant Acolyte"],
                            "battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}},
                                            {"card": "Grizzly Bears", "counters": {"+1/+1": 1}},
                                            lands("Forest", 5)]},
                           {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 4}}]})
    assert counters(game, acolyte) == 3


def test_107_1_two_counts_added() -> None:
    """Ulasht: a counter for each other red creature and one for each other green creature you control; a
    red and green creature gives two (ruling 2006-02-01: 'Creatures that are both red and green provide two
    +1/+1 counters.')."""
    start_game = {"hand": ["Ulasht, the Hate Seed"],
                  "battlefield": ["Grizzly Bears", "Raging Goblin", "Boggart Ram-Gang", lands("Mountain", 2),
                                  lands("Forest", 2)]}
    game = board(start_game)
    start = mark(game)
    cast(game, "Ulasht, the Hate Seed")
    pass_both(game)
    ulasht = game.find("Ulasht, the Hate Seed")
    assert counters(game, ulasht) == 4
    assert any(e.kind == "enters_with_counted_counters" for e in events_since(game, start))


def _spent_hydra() -> str:
    """A test card: a 0/0 for {1}{G} that 'enters with a +1/+1 counter on it for each mana spent to cast it'
    (Verazol's words)."""
    import dataclasses

    from support import define

    from lithoform.carddb import get_card
    from lithoform.compiler.compiler import compile_face

    base = get_card("Grizzly Bears").faces[0]
    text = "Spent Hydra enters the battlefield with a +1/+1 counter on it for each mana spent to cast it."
    face = compile_face(dataclasses.replace(base, name="Spent Hydra", text=text, power="0", toughness="0"))
    assert face.face is not None, face.unparsed
    return define(face.face)


def test_601_2h_counters_for_each_mana_spent_to_cast_it() -> None:
    """601.2h: the mana spent to cast it, kept by the permanent it becomes: {1}{G} paid, two counters."""
    from support import registered

    with registered([_spent_hydra()]):
        game = board({"hand": ["Spent Hydra"], "battlefield": [lands("Forest", 3)]})
        cast(game, "Spent Hydra")
        pass_both(game)
        assert counters(game, game.find("Spent Hydra")) == 2
