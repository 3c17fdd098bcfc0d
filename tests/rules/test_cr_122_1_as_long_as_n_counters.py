"""122.1, 611.3a: 'As long as Voice of the Blessed has four or more +1/+1 counters on it, it has flying and
vigilance.' / '... ten or more ..., it has indestructible.': each static ability's effect exists only while the
permanent has that many counters of the kind."""

from __future__ import annotations

import pytest
from support.driving import board


@pytest.mark.parametrize(("counters", "keywords"), [(3, set()), (4, {"flying", "vigilance"}),
                                                    (10, {"flying", "vigilance", "indestructible"})])
def test_122_1_voice_of_the_blessed_has_what_its_counters_give(counters: int, keywords: set[str]) -> None:
    game = board({"battlefield": [{"card": "Voice of the Blessed", "counters": {"+1/+1": counters}}]})
    voice = game.find("Voice of the Blessed")
    assert set(game.chars(voice).keywords) == keywords
