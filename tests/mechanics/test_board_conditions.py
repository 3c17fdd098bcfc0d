"""Conditions of static abilities read continuously (611.3a) as the layers apply (613.1): who controls
permanents of a color or a status ('another black creature', 'no untapped lands'), 'an opponent controls',
'any player controls', 'no opponent controls', 'defending player controls', a hand with no cards and a
life total of 5 or less (mechanics/board_conditions)."""

from __future__ import annotations

from support import blockers_of, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Juniper Order Advocate", "Scoria Cat", "Knight of Grace", "Ashenmoor Cohort", "Skittish Kavu", "Bouncing Beebles",
             "Thraben Doomsayer", "Demon's Jester", "Eldrazi Aggressor", "Black Scarab", "Kavu Runner")


def test_scoria_cat_gets_the_bonus_once_its_controllers_last_untapped_land_is_tapped() -> None:
    """'Scoria Cat gets +3/+3 as long as you control no untapped lands.' (611.3a): tapping a land for mana
    (110.5: a status, no characteristic) is seen at once, and untapping it again ends the bonus."""
    game = board({"battlefield": ["Scoria Cat", "Mountain"]}, {"battlefield": ["Forest"]})
    cat = game.find("Scoria Cat")
    assert pt(game, cat) == (3, 3)
    game.apply(next(str(a) for a in game.legal_actions() if a.kind == "activate"))  # {T}: Add {R}
    assert game.state.objects[game.find("Mountain")].tapped
    assert pt(game, cat) == (6, 6)  # the opponent's untapped Forest is not the controller's land


def test_knight_of_grace_counts_any_players_black_permanent_once() -> None:
    """Ruling (Knight of Grace, 2018-04-27): "Knight of Grace only gets +1/+0 if any player controls a black
    permanent, no matter how many black permanents players control." Its controller's own count too."""
    game = board({"battlefield": ["Knight of Grace"]}, {"battlefield": ["Grizzly Bears"]})
    assert pt(game, game.find("Knight of Grace")) == (2, 2)
    game = board({"battlefield": ["Knight of Grace"]}, {"battlefield": ["Vampire Nighthawk", "Dusk Legion Zealot"]})
    assert pt(game, game.find("Knight of Grace")) == (3, 2)
    game = board({"battlefield": ["Knight of Grace", "Vampire Nighthawk"]})
    assert pt(game, game.find("Knight of Grace")) == (3, 2)


def test_ashenmoor_cohort_needs_another_black_creature() -> None:
    """'~ gets +1/+1 as long as you control another black creature.': itself doesn't count (109.2: 'another'),
    an opponent's black creature doesn't, a black creature of its controller does."""
    game = board({"battlefield": ["Ashenmoor Cohort"]}, {"battlefield": ["Vampire Nighthawk"]})
    assert pt(game, game.find("Ashenmoor Cohort")) == (4, 3)
    game = board({"battlefield": ["Ashenmoor Cohort", "Vampire Nighthawk"]})
    assert pt(game, game.find("Ashenmoor Cohort")) == (5, 4)


def test_skittish_kavu_reads_only_the_opponents_creatures() -> None:
    """'~ gets +1/+1 as long as no opponent controls a white or blue creature.' (102.3: opponents only)."""
    game = board({"battlefield": ["Skittish Kavu", "Savannah Lions"]}, {"battlefield": ["Grizzly Bears"]})
    assert pt(game, game.find("Skittish Kavu")) == (2, 2)
    game = board({"battlefield": ["Skittish Kavu"]}, {"battlefield": ["Savannah Lions"]})
    assert pt(game, game.find("Skittish Kavu")) == (1, 1)


def test_black_scarab_gives_its_bonus_while_an_opponent_controls_a_black_permanent() -> None:
    """'Enchanted creature gets +2/+2 as long as an opponent controls a black permanent.': the opponent of the
    Aura's controller (the effect's controller, 611.3a)."""
    from support.scenario_text import passes
    text = """\
    format: lithoform-scenario/1
    name: black scarab
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Grizzly Bears, {card: Black Scarab, attached_to: Grizzly Bears}]
      P2:
        battlefield: [%s]
    expect:
      - {object: Grizzly Bears, power: %d, toughness: %d}
    """
    passes(text % ("Vampire Nighthawk", 4, 4))
    passes(text % ("Savannah Lions", 2, 2))


def test_bouncing_beebles_cant_be_blocked_while_defending_player_controls_an_artifact() -> None:
    """'~ can't be blocked as long as defending player controls an artifact.' (506.2, 509.1b)."""
    assert blockers_of(["Bouncing Beebles"], ["Grizzly Bears", "Ornithopter"], "Bouncing Beebles") == set()
    assert blockers_of(["Bouncing Beebles"], ["Grizzly Bears"], "Bouncing Beebles") == {"Grizzly Bears"}


def test_thraben_doomsayer_bonus_ends_when_its_controller_has_6_life() -> None:
    """Ruling (Thraben Doomsayer, 2011-01-22): "A creature whose toughness is being increased by Thraben
    Doomsayer's fateful hour ability loses that bonus as soon as its controller has 6 or more life"; only
    other creatures get it."""
    game = board({"battlefield": ["Thraben Doomsayer", "Grizzly Bears", "Plains"], "hand": ["Healing Salve"],
                  "life": 5})
    bears, sayer = game.find("Grizzly Bears"), game.find("Thraben Doomsayer")
    assert pt(game, bears) == (4, 4) and pt(game, sayer) == (2, 2)
    cast(game, "Healing Salve", "P1", mode=1)  # "Choose one — Target player gains 3 life; ..."
    pass_both(game)
    assert game.state.players[0].life == 8
    assert pt(game, bears) == (2, 2)


def test_demons_jester_is_hellbent_once_its_controllers_hand_is_empty() -> None:
    """'Hellbent — ~ gets +2/+1 as long as you have no cards in hand.' (402.1): casting the last card counts."""
    game = board({"battlefield": ["Demon's Jester", "Mountain"], "hand": ["Shock"]})
    jester = game.find("Demon's Jester")
    assert pt(game, jester) == (2, 2)
    cast(game, "Shock", "P2")
    assert pt(game, jester) == (4, 3)  # the spell left the hand as it was cast (601.2a)


def test_eldrazi_aggressor_reads_colorless_as_the_layers_make_it() -> None:
    """'~ has haste as long as you control another colorless creature.' (105.2c): an artifact creature
    without color counts, a green creature doesn't."""
    game = board({"battlefield": ["Eldrazi Aggressor", "Ornithopter"]})
    assert "haste" in chars(game.state, game.find("Eldrazi Aggressor")).keywords
    game = board({"battlefield": ["Eldrazi Aggressor", "Grizzly Bears"]})
    assert "haste" not in chars(game.state, game.find("Eldrazi Aggressor")).keywords


def test_thresher_lizard_counts_one_or_fewer_cards_in_hand() -> None:
    """'~ gets +1/+2 as long as you have one or fewer cards in hand.' (402.1): two cards, no bonus; one, the
    bonus."""
    game = board({"battlefield": ["Thresher Lizard"], "hand": ["Shock", "Shock"]})
    assert pt(game, game.find("Thresher Lizard")) == (3, 2)
    game = board({"battlefield": ["Thresher Lizard"], "hand": ["Shock"]})
    assert pt(game, game.find("Thresher Lizard")) == (4, 4)


def test_okina_nightwatch_needs_more_cards_in_hand_than_each_opponent() -> None:
    """'As long as you have more cards in hand than each opponent, ~ gets +3/+3.': equal is not more."""
    game = board({"battlefield": ["Okina Nightwatch"], "hand": ["Shock", "Shock"]}, {"hand": ["Shock", "Shock"]})
    assert pt(game, game.find("Okina Nightwatch")) == (4, 3)
    game = board({"battlefield": ["Okina Nightwatch"], "hand": ["Shock", "Shock"]}, {"hand": ["Shock"]})
    assert pt(game, game.find("Okina Nightwatch")) == (7, 6)


def test_murasa_behemoth_sees_a_land_card_in_its_controllers_graveyard() -> None:
    """'~ gets +3/+3 as long as there is a land card in your graveyard.' (404): the opponent's doesn't count."""
    game = board({"battlefield": ["Murasa Behemoth"]}, {"graveyard": ["Forest"]})
    assert pt(game, game.find("Murasa Behemoth")) == (5, 5)
    game = board({"battlefield": ["Murasa Behemoth"], "graveyard": ["Forest"]})
    assert pt(game, game.find("Murasa Behemoth")) == (8, 8)


def test_taste_for_mayhem_adds_its_hellbent_bonus_to_its_first() -> None:
    """'Enchanted creature gets +2/+0. Hellbent — Enchanted creature gets an additional +2/+0 as long as you
    have no cards in hand.'"""
    from support.scenario_text import passes
    text = """\
    format: lithoform-scenario/1
    name: taste for mayhem
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Grizzly Bears, {card: Taste for Mayhem, attached_to: Grizzly Bears}]
        hand: [%s]
    expect:
      - {object: Grizzly Bears, power: %d, toughness: 2}
    """
    passes(text % ("Shock", 4))
    passes(text % ("", 6))


def test_slithering_shade_attacks_despite_defender_only_when_hellbent() -> None:
    """702.3b: 'Hellbent — ~ can attack as though it didn't have defender as long as you have no cards in hand.'"""
    from support import to_attackers
    game = board({"battlefield": ["Slithering Shade", "Grizzly Bears"]}, step="beginning_of_combat")
    to_attackers(game)
    assert f"attack {game.find('Slithering Shade')} P2" in [str(a) for a in game.legal_actions()]
    game = board({"battlefield": ["Slithering Shade", "Grizzly Bears"], "hand": ["Shock"]}, step="beginning_of_combat")
    to_attackers(game)
    assert f"attack {game.find('Slithering Shade')} P2" not in [str(a) for a in game.legal_actions()]


def test_oversoul_of_dusk_has_three_protections() -> None:
    """702.16g: 'Protection from blue, from black, and from red' is three protection abilities: a red spell
    can't target it (702.16b), a green one can."""
    game = board({"battlefield": ["Oversoul of Dusk", "Mountain", "Forest"], "hand": ["Shock", "Giant Growth"]})
    oversoul = game.find("Oversoul of Dusk")
    assert {"protection from blue", "protection from black", "protection from red"} <= chars(game.state, oversoul).keywords
    from support import target_options
    assert oversoul not in target_options(game, "Shock")
    game.apply("cancel")
    assert oversoul in target_options(game, "Giant Growth")


def test_juniper_order_advocate_pumps_green_creatures_only_while_untapped() -> None:
    """'As long as ~ is untapped, green creatures you control get +1/+1.' (611.3a, 110.5): tapping it (here by
    attacking with it) ends the bonus at once."""
    from support import to_attackers
    game = board({"battlefield": ["Juniper Order Advocate", "Grizzly Bears"]}, step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    assert pt(game, bears) == (3, 3)
    to_attackers(game)
    game.apply(f"attack {game.find('Juniper Order Advocate')} P2")
    game.apply("done")
    assert game.state.objects[game.find("Juniper Order Advocate")].tapped
    assert pt(game, bears) == (2, 2)
