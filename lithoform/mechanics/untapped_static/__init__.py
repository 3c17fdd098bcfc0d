"""Static abilities that apply while their permanent is untapped: '~ has hexproof as long as it's untapped'
(Paradise Druid), 'as long as ~ is untapped, ...' (611.3a)."""
